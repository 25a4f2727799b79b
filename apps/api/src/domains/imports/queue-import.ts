import type { CsvKind } from '@app/contracts';
import { type Database, type ImportRow, imports } from '@app/db';
import { findSeason } from '../seasons/find-season.ts';
import { countDataRecords } from './check-row-limit.ts';

/**
 * Stores a CSV file of one kind as a queued import job of a season of the organisation (404 otherwise). The
 * file is refused at once, 422 on `file`, when it is not CSV, has no data rows or has more than its kind
 * takes (docs/imports.md, "Limits"); its rows are checked by the job. The caller sends the job.
 */
export async function queueImport(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  kind: CsvKind;
  csv: string;
}): Promise<ImportRow> {
  const season = await findSeason(params.db, params);
  const totalRows = await countDataRecords(params.kind, params.csv);
  const [row] = await params.db
    .insert(imports)
    .values({
      organizationId: season.organizationId,
      seasonId: season.id,
      kind: params.kind,
      csv: params.csv,
      totalRows,
    })
    .returning();
  if (!row) throw new Error('the import was not stored');
  return row;
}
