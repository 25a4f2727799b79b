import type { Database, Transaction } from '@app/db';

/** A transaction, unlike the pool-backed database, can roll back: that tells the two apart at run time. */
const isTransaction = (db: Database | Transaction): db is Transaction => 'rollback' in db;

/**
 * Awaits independent reads: all at once on the pool (each takes its own connection), one after another inside
 * a transaction, whose single connection takes one query at a time (pg deprecates queueing on it). Drizzle
 * queries start only when awaited, so passing them unawaited keeps them from running early.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Database | Transaction,
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (!isTransaction(db)) return Promise.all(queries) as Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
