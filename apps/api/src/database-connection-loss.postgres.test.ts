import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// Regression: an idle pooled connection closed by the server used to raise an unhandled 'error' and crash.
// Runs only in the api-postgres project (see vitest.config.ts): PGlite has no server to drop a connection.
describe('PostgreSQL connection loss', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('survives the server terminating an idle connection and serves the next query', async () => {
    const { client } = database.handle;
    if (client.kind !== 'pg') throw new Error('expected a PostgreSQL pool');
    const first = await client.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = first.rows[0]?.pid;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const admin = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.off('uncaughtException', onUncaught);
    expect(uncaught).toEqual([]);
    const after = await client.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(after.rows[0]?.one).toBe(1);
  });
});
