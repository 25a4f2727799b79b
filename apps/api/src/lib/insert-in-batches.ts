import type { Database, Transaction } from '@app/db';
import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

// PostgreSQL binds at most 65,535 parameters per statement; staying well under it keeps each statement a
// few hundred kilobytes, which is where multi-row inserts stop getting faster.
const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * Inserts rows with multi-row INSERT statements, as many rows per statement as fit the parameter budget
 * (every column of the table counts, set or not). Runs on the handle it is given, so inside a transaction
 * either every batch is saved or none is. Nothing is sent for an empty list.
 */
export async function insertInBatches<T extends PgTable>(
  db: Database | Transaction,
  table: T,
  rows: readonly PgInsertValue<T>[],
  /** Awaited between two statements: an import job yields there and may stop (docs/imports.md). */
  pause?: () => Promise<void>,
): Promise<void> {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columnCount));
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await pause?.();
    await db.insert(table).values(rows.slice(start, start + size));
  }
}
