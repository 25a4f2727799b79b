import type { Database, DatabaseClient } from '@app/db';

/**
 * The driver under a Drizzle database (Drizzle keeps it as `$client`): the job queue talks to the same pool or
 * PGlite instance as the app, so a caller that built the app from a Database alone (tests) needs nothing more.
 */
export function databaseClientOf(db: Database): DatabaseClient {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client && typeof (client as { dumpDataDir?: unknown }).dumpDataDir === 'function') {
    return { kind: 'pglite', pglite: client as Extract<DatabaseClient, { kind: 'pglite' }>['pglite'] };
  }
  if (client && typeof (client as { totalCount?: unknown }).totalCount === 'number') {
    return { kind: 'pg', pool: client as Extract<DatabaseClient, { kind: 'pg' }>['pool'] };
  }
  throw new Error('unknown database driver');
}
