import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CSV_START,
  type CsvKind,
  type CsvRecord,
  CsvSyntaxError,
  csvDataRecords,
  csvSyntaxError,
  IMPORT_ROW_LIMITS,
  isDataRecord,
  parseCsvChunk,
  rowLimitMessage,
} from '@app/contracts';
import { HttpError } from '../../http/http-error.ts';
import { csvRowIssues, throwRowIssues } from '../../lib/row-issues.ts';

const NO_ROWS = 'has no rows to import (the first row is the header)';

/** 422 naming `field` when an import has more rows than its kind takes (IMPORT_ROW_LIMITS, docs/imports.md). */
export function checkRowLimit(kind: CsvKind, rows: number, field: 'file' | 'rows'): void {
  if (rows <= IMPORT_ROW_LIMITS[kind]) return;
  throw new HttpError(422, { [field]: [rowLimitMessage(kind, rows, field === 'file' ? 'file' : 'import')] });
}

/**
 * The data records of a CSV file of one kind, or a 422 on `file` (never closed quote: `row {line}.file`; no
 * data rows; more rows than the kind takes). The synchronous import reads a file through here, and import jobs
 * through csvDataChunks, so both refuse the same files with the same messages.
 */
export function readDataRecords(kind: CsvKind, csv: string): CsvRecord[] {
  const { records, error } = csvDataRecords(csv);
  if (error) throwRowIssues(csvRowIssues([error]));
  if (records.length === 0) throw new HttpError(422, { file: [NO_ROWS] });
  checkRowLimit(kind, records.length, 'file');
  return records;
}

/**
 * The data records of a CSV file, `chunkRecords` at a time, with a turn of the event loop between chunks, so
 * a 100,000-row file never holds the process for long (docs/imports.md, "Import jobs"). An unclosed quote is
 * the 422 readDataRecords answers.
 */
export async function* csvDataChunks(csv: string, chunkRecords: number): AsyncGenerator<CsvRecord[]> {
  let cursor = CSV_START;
  let header = true;
  for (;;) {
    let chunk: ReturnType<typeof parseCsvChunk>;
    try {
      // The header comes on top of the first chunk's records, so progress counts in round chunks.
      chunk = parseCsvChunk(csv, cursor, header ? chunkRecords + 1 : chunkRecords);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throwRowIssues(csvRowIssues([csvSyntaxError(error)]));
      throw error;
    }
    yield (header ? chunk.records.slice(1) : chunk.records).filter(isDataRecord);
    header = false;
    cursor = chunk.cursor;
    if (chunk.done) return;
    await nextTurn();
  }
}

/** Records parsed between two turns of the event loop while a file is counted. */
const COUNT_CHUNK = 5_000;

/**
 * How many data rows a CSV file of one kind has, read in chunks with a turn of the event loop between them;
 * 422 on `file` as readDataRecords.
 */
export async function countDataRecords(kind: CsvKind, csv: string): Promise<number> {
  let count = 0;
  for await (const records of csvDataChunks(csv, COUNT_CHUNK)) count += records.length;
  if (count === 0) throw new HttpError(422, { file: [NO_ROWS] });
  checkRowLimit(kind, count, 'file');
  return count;
}
