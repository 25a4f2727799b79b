import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { users } from './schema/users.ts';

const root = mkdtempSync(join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite data dirs and templates', () => {
  it('starts an empty data dir from the template the first one saved, without its data', async () => {
    const templateDir = join(root, 'templates');
    const first = await createDatabase({ dataDir: join(root, 'a', 'pglite'), templateDir });
    expect(first.isNewCluster).toBe(true);
    await migrateDatabase(first);
    await first.db.insert(users).values({ email: 'kept@example.com', first: 'kept', passwordHash: 'x' });
    await first.close();

    const second = await createDatabase({ dataDir: join(root, 'b', 'pglite'), templateDir });
    expect(second.isNewCluster).toBe(false);
    await migrateDatabase(second);
    expect(await second.db.select().from(users)).toEqual([]);
    const [row] = await second.db
      .insert(users)
      .values({ email: 'new@example.com', first: 'new', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await second.close();

    const reopened = await createDatabase({ dataDir: join(root, 'a', 'pglite'), templateDir });
    expect(reopened.isNewCluster).toBe(false);
    expect((await reopened.db.select().from(users)).map((u) => u.email)).toEqual(['kept@example.com']);
    await reopened.close();
  }, 120_000);
});
