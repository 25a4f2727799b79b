import { type CsvKind, type CsvRowsResult, readCsvRecords } from '@app/contracts';
import type { Database } from '@app/db';
import { csvRowIssues } from '../../lib/row-issues.ts';
import { readDataRecords } from './check-row-limit.ts';
import { CSV_ROW_CREATORS } from './create-csv-rows.ts';

/**
 * Imports one CSV file of a kind into a season of the organisation (404 otherwise): every row or nothing.
 * Rows the reader rejects and rows whose names do not resolve in the season are all listed together in one
 * 422, keyed `row {file line}.{column}`, so the user fixes the file in one pass. A file with no data rows, or
 * more than its kind's limit (docs/imports.md, "Limits"), is a 422 on `file`. Returns how many records were
 * created.
 */
export async function importCsv<K extends CsvKind>(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  kind: K;
  csv: string;
}): Promise<number> {
  const records = readDataRecords(params.kind, params.csv);
  const read: CsvRowsResult<K> = { rows: [], errors: [] };
  readCsvRecords(params.kind, records, read);
  const create = CSV_ROW_CREATORS[params.kind];
  return create({
    db: params.db,
    organizationId: params.organizationId,
    seasonId: params.seasonId,
    rows: read.rows,
    issues: csvRowIssues(read.errors),
  });
}
