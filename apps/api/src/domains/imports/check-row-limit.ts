import type { CsvRecord } from '@app/contracts';
import { type CsvKind, csvDataRecords, IMPORT_ROW_LIMITS, rowLimitMessage } from '@app/contracts';
import { HttpError } from '../../http/http-error.ts';
import { csvRowIssues, throwRowIssues } from '../../lib/row-issues.ts';

/** 422 naming `field` when an import has more rows than its kind takes (IMPORT_ROW_LIMITS, docs/imports.md). */
export function checkRowLimit(kind: CsvKind, rows: number, field: 'file' | 'rows'): void {
  if (rows <= IMPORT_ROW_LIMITS[kind]) return;
  throw new HttpError(422, { [field]: [rowLimitMessage(kind, rows, field === 'file' ? 'file' : 'import')] });
}

/**
 * The data records of a CSV file of one kind, or a 422 on `file` (never closed quote: `row {line}.file`; no
 * data rows; more rows than the kind takes). Both the synchronous import and an import job's creation read
 * a file through here, so they refuse the same files with the same messages.
 */
export function readDataRecords(kind: CsvKind, csv: string): CsvRecord[] {
  const { records, error } = csvDataRecords(csv);
  if (error) throwRowIssues(csvRowIssues([error]));
  if (records.length === 0) {
    throw new HttpError(422, { file: ['has no rows to import (the first row is the header)'] });
  }
  checkRowLimit(kind, records.length, 'file');
  return records;
}
