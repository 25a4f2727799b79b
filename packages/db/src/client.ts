import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { copyPgliteTemplate, isEmptyDataDir } from './pglite-template.ts';
import * as schema from './schema/index.ts';

/** How long a client whose connection died may stay checked out before it counts as leaked. */
const LEAKED_CLIENT_MS = 2_000;

/** The Drizzle database, identical in use on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives; services accept it wherever they accept a Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The driver under a {@link Database}, for the few jobs that differ (migrations, dumps). */
export type DatabaseClient = { kind: 'pglite'; pglite: PGlite } | { kind: 'pg'; pool: pg.Pool };

/** An open database; `close()` must be called once, after which `db` is unusable. */
export interface DatabaseHandle {
  db: Database;
  client: DatabaseClient;
  close: () => Promise<void>;
  /** A PGlite cluster made by initdb just now: `migrateDatabase` saves it as the template when one is configured. */
  isNewCluster: boolean;
  /** Where PGlite templates are read and saved; undefined disables templates. */
  templateDir: string | undefined;
  /** PGlite in a folder: this process's exclusive lock on it (data-dir-lock.ts), released by `close()`. */
  lock: DataDirLock | undefined;
}

/** Where the data lives. `url` wins; otherwise PGlite in `dataDir` (a directory, or 'memory://'). */
export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite `dumpDataDir()` tarball to start from instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
  /** Pool size on PostgreSQL; default 10. */
  poolSize?: number | undefined;
  /** PGlite only: start an empty file `dataDir` from a cached migrated cluster here (see pglite-template.ts). */
  templateDir?: string | undefined;
  /**
   * PGlite only: `dataDir` is a folder of this process's own that no other process knows of (a restore's
   * build folder, under its target's lock), so it needs no lock of its own.
   */
  isPrivateDir?: boolean | undefined;
}

/**
 * Opens PostgreSQL through a pg.Pool when `url` is given, else embedded PGlite. PGlite is one connection in
 * this process, so it serialises queries; that is its trade-off for needing nothing installed.
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  // Drivers load on demand: a process needs only one, and loading the other would slow every cold start.
  if (options.url) {
    const [{ default: pgDriver }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pgDriver.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin termination) emits 'error' on the pool;
    // unheard, that event would crash the process. The pool drops the dead client and opens a new one.
    pool.on('error', (error) => {
      console.error(`Database connection closed by the server: ${error.message}`);
    });
    // A client checked out of the pool (a transaction between two statements) has no pool listener: the
    // server ending its session then emits 'error' on the client itself, which, unheard, would crash the
    // process too. The caller's next query fails instead, and the pool discards the client on release.
    // Drizzle's transaction() never releases a client whose BEGIN failed, though, and a few such leaks
    // would exhaust the pool for good; so a client still checked out a while after its connection died
    // is released (with the error, so the pool drops it) here.
    const checkedOut = new Set<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_error, client) => checkedOut.delete(client));
    pool.on('remove', (client) => checkedOut.delete(client as pg.PoolClient));
    pool.on('connect', (client) => {
      const releaseIfLeaked = (error: Error) => {
        setTimeout(() => {
          if (!checkedOut.has(client as pg.PoolClient)) return;
          try {
            (client as pg.PoolClient).release(error);
          } catch {
            // Released by its holder meanwhile.
          }
        }, LEAKED_CLIENT_MS).unref();
      };
      client.on('error', (error) => {
        console.error(`Database connection lost while in use: ${error.message}`);
        releaseIfLeaked(error);
      });
      client.on('end', () => releaseIfLeaked(new Error('Connection terminated')));
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      client: { kind: 'pg', pool },
      close: () => pool.end(),
      isNewCluster: false,
      templateDir: undefined,
      lock: undefined,
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const isFileDir = !dataDir.includes('://');
  // PGlite creates its own directory but not the parents, and DATA_DIR may not exist yet on a first start.
  if (isFileDir) mkdirSync(dirname(dataDir), { recursive: true });
  // Before anything reads or writes the folder: a second process stops here (docs/deploy.md).
  const lock = isFileDir && !options.isPrivateDir ? await lockDataDir(dataDir) : undefined;
  try {
    return await openPglite(options, dataDir, isFileDir, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPglite(
  options: DatabaseOptions,
  dataDir: string,
  isFileDir: boolean,
  lock: DataDirLock | undefined,
): Promise<DatabaseHandle> {
  const isEmpty = isFileDir && isEmptyDataDir(dataDir);
  const [{ PGlite }, { drizzle: drizzlePglite }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const isFromTemplate = isEmpty && !!options.templateDir && copyPgliteTemplate(options.templateDir, dataDir);
  const pglite = await PGlite.create({
    dataDir,
    // PGlite ships contrib extensions as separate modules loaded at start; the migrations create btree_gist
    // for the timeslots' no-overlap exclusion constraint, whose index needs it on every open.
    extensions: { btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    client: { kind: 'pglite', pglite },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
    isNewCluster: isEmpty && !isFromTemplate && !options.loadDataDir,
    templateDir: isFileDir ? options.templateDir : undefined,
    lock,
  };
}
