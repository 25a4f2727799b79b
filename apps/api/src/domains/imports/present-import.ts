import type { ImportJob } from '@app/contracts';
import type { ImportRow } from '@app/db';

/** An import row as the API shows it (the file text stays in the database). */
export function presentImport(row: ImportRow): ImportJob {
  return {
    id: row.id,
    season_id: row.seasonId,
    kind: row.kind as ImportJob['kind'],
    status: row.status as ImportJob['status'],
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_count: row.createdCount,
    errors: row.errors,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
