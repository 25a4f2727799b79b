import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  type DatabaseHandle,
  DEFAULT_PGLITE_TEMPLATE_DIR,
  MIGRATIONS_FOLDER,
  migrateDatabase,
} from '@app/db';
import pg from 'pg';
import { JobQueue } from '../src/jobs/job-queue.ts';

const PG_BOSS_VERSION = '10.4.2';

/** Which database the API suite runs on; the vitest project sets TEST_DB. */
export type TestDatabaseKind = 'pglite' | 'postgres';

// Test-only configuration, read here rather than through env.ts, which configures the app itself.
const kind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The kind this run uses. */
export const testDatabaseKind = (): TestDatabaseKind => kind;

// Keys the cached dump and the template by the migrations, so a new migration never meets a stale copy.
const migrationsHash = createHash('sha256')
  .update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')))
  .digest('hex')
  .slice(0, 12);

/** A freshly migrated database of its own for one test file; `drop()` closes and discards it. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL: the database's URL, for tools and child processes that open it themselves (backup, restore,
   * a second server); undefined on in-memory PGlite. */
  url?: string;
  drop: () => Promise<void>;
}

/**
 * PGlite: a cluster costs seconds to initialise, so the first file migrates one and leaves a dump in the temp
 * dir; every later file (each runs in its own process) loads that dump, which is much cheaper. The dump is
 * written to a unique name and renamed into place, so racing processes never read half a file.
 */
async function pgliteDatabase(): Promise<TestDatabase> {
  // The dump holds pg-boss's schema too (the app installs it on start, which costs a second on PGlite).
  const dumpPath = join(tmpdir(), `fixture-api-test-${migrationsHash}-pgboss-${PG_BOSS_VERSION}.tar`);
  if (existsSync(dumpPath)) {
    const handle = await createDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(dumpPath)]),
    });
    return { handle, drop: () => handle.close() };
  }
  const handle = await createDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  const jobs = await JobQueue.open(handle.client, { supervise: false, onError: () => undefined });
  await jobs.close(0);
  if (handle.client.kind === 'pglite') {
    const dump = await handle.client.pglite.dumpDataDir('none');
    const partial = `${dumpPath}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, dumpPath);
  }
  return { handle, drop: () => handle.close() };
}

const urlFor = (database: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

// Same key in every test process: whoever holds it builds the template while the others wait.
const TEMPLATE_LOCK_KEY = 482_901_338;

/**
 * PostgreSQL: one migrated template per migrations hash, built once under an advisory lock (built under a
 * temporary name and renamed when complete, so a crash never leaves a half-migrated template), then a uniquely
 * named copy per test file (`CREATE DATABASE ... TEMPLATE`), dropped by `drop()`.
 */
async function postgresDatabase(): Promise<TestDatabase> {
  const template = `fixture_test_tpl_${migrationsHash}`;
  const name = `fixture_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const builder = await createDatabase({ url: urlFor(building), poolSize: 1 });
      try {
        await migrateDatabase(builder);
      } finally {
        await builder.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
  const handle = await createDatabase({ url: urlFor(name), poolSize: 4 });
  return {
    handle,
    url: urlFor(name),
    drop: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** A fresh, migrated database on the kind TEST_DB selects. */
export function createTestDatabase(): Promise<TestDatabase> {
  return kind === 'postgres' ? postgresDatabase() : pgliteDatabase();
}

/** A migrated PGlite cluster in the folder `dataDir` (started from the cached template); `drop()` only closes it. */
export async function createPgliteDirDatabase(dataDir: string): Promise<TestDatabase> {
  const handle = await createDatabase({ dataDir, templateDir: DEFAULT_PGLITE_TEMPLATE_DIR });
  await migrateDatabase(handle);
  return { handle, drop: () => handle.close() };
}

/** An empty PostgreSQL database (no tables, not even migrated) with its URL; `drop()` discards it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fixture_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlFor(name),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
