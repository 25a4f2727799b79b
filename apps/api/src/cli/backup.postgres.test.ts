import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase, createDatabase, MIGRATIONS_FOLDER, organizations, restoreDatabase } from '@app/db';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, createTestDatabase } from '../../test/test-database.ts';

// PostgreSQL's side of `npm run backup` / `npm run restore` (docs/backups.md): missing client programs, a
// PGlite file, a backup older than the app (migrated after the restore) and a database newer than the backup
// (refused before anything changes). The round trip through the app is in backup.test.ts.
let work: string;
const drops: (() => Promise<void>)[] = [];
const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
// The backup "of an older version" stops before the calendar feeds migration, which adds tables.
const OLDER = JOURNAL.entries.findIndex((entry) => entry.tag.endsWith('_calendar_feeds'));

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** An empty database migrated only up to (not including) the calendar feeds migration, with one organisation. */
async function olderDatabase(): Promise<string> {
  const folder = join(work, 'older-migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...JOURNAL, entries: JOURNAL.entries.slice(0, OLDER) }),
  );
  const empty = await createEmptyPostgresDatabase();
  drops.push(empty.drop);
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    await client.query(`INSERT INTO organizations (name) VALUES ('From the older version')`);
  } finally {
    await client.end();
  }
  return empty.url;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'pg-backup-'));
  expect(OLDER).toBeGreaterThan(0);
});
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe('PostgreSQL backups', () => {
  it('names the missing client program and what to install, writing nothing', async () => {
    const { url, drop } = await createEmptyPostgresDatabase();
    drops.push(drop);
    const file = join(work, 'missing-tools.dump');
    await expect(
      backupDatabase({ url, dataDir: work, file, tools: { pgDump: '/nonexistent/pg_dump' } }),
    ).rejects.toThrow(
      '/nonexistent/pg_dump was not found. Install the PostgreSQL client programs (Debian/Ubuntu: apt install postgresql-client), version 15 or newer',
    );
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(work)).toEqual([]);
    writeFileSync(file, 'PGDMP\x01\x0f\x00');
    await expect(
      restoreDatabase({ url, dataDir: work, file, tools: { pgRestore: '/nonexistent/pg_restore' } }),
    ).rejects.toThrow('/nonexistent/pg_restore was not found.');
  });

  it('refuses a PGlite backup and points at the league export for moving to a server', async () => {
    const file = join(work, 'embedded.tar.gz');
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 8, 0]));
    await expect(
      restoreDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', dataDir: work, file }),
    ).rejects.toThrow(
      /embedded\.tar\.gz is a backup of the embedded database \(PGlite\): it restores only into PGlite .* use the league JSON export and import/,
    );
  });

  it('brings a backup of an older version up to date, and refuses to restore it over a newer database', async () => {
    const older = await olderDatabase();
    const file = join(work, 'older.dump');
    const backup = await backupDatabase({ url: older, dataDir: work, file });
    expect(backup).toMatchObject({ kind: 'postgres', file });

    // Into a database the current version migrated: its feed tables are not in the backup, so --clean would
    // leave them and the migrations after the restore would fail. Refused before anything changes.
    const current = await createTestDatabase();
    drops.push(current.drop);
    const currentUrl = current.url as string;
    await current.handle.db.insert(organizations).values({ name: 'Current' });
    await expect(restoreDatabase({ url: currentUrl, dataDir: work, file })).rejects.toThrow(
      /The database has tables the backup lacks \(.*public\.calendar_feeds.*\): it is newer than the backup\. Restore into an empty database \(createdb\)/,
    );
    expect((await current.handle.db.select().from(organizations)).map((o) => o.name)).toEqual(['Current']);

    // Into an empty database: restored, then migrated to the current version.
    const empty = await createEmptyPostgresDatabase();
    drops.push(empty.drop);
    const restored = await restoreDatabase({ url: empty.url, dataDir: work, file });
    expect(restored.counts).toEqual({ organizations: 1, leagues: 0, seasons: 0, games: 0 });
    const applied = await query<{ n: number }>(
      empty.url,
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(applied).toEqual([{ n: JOURNAL.entries.length }]);
    const handle = await createDatabase({ url: empty.url, poolSize: 1 });
    try {
      expect((await handle.db.select().from(organizations)).map((o) => o.name)).toEqual([
        'From the older version',
      ]);
    } finally {
      await handle.close();
    }
    expect(await query(older, `SELECT to_regclass('public.calendar_feeds') AS t`)).toEqual([{ t: null }]);
    expect(await query(empty.url, `SELECT to_regclass('public.calendar_feeds')::text AS t`)).toEqual([
      { t: 'calendar_feeds' },
    ]);
  }, 120_000);
});
