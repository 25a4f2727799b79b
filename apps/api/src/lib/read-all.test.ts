import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { readAll } from './read-all.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

// Regression: reads run with Promise.all inside a transaction queued two queries on its one connection,
// which pg reports as a deprecation ("client.query() when the client is already executing a query").
describe('readAll', () => {
  it('answers in order on the pool and inside a transaction, without queueing on the transaction', async () => {
    const { db } = database.handle;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const outside = await readAll(db, [db.execute(sql`SELECT 1 AS n`), db.execute(sql`SELECT 2 AS n`)]);
      const inside = await db.transaction((tx) =>
        readAll(tx, [
          tx.execute(sql`SELECT 3 AS n`),
          tx.execute(sql`SELECT 4 AS n`),
          tx.execute(sql`SELECT 5 AS n`),
        ]),
      );
      const values = [...outside, ...inside].map((result) =>
        Number((result as { rows: { n: unknown }[] }).rows[0]?.n),
      );
      expect(values).toEqual([1, 2, 3, 4, 5]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
