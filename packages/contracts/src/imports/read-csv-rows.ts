import type { z } from 'zod';
import { hasNul, NUL_MESSAGE } from '../common/nul.ts';
import { type DivisionBulkRow, DivisionBulkRowSchema } from '../divisions/divisions.ts';
import { PERSON_FLAGS, type PersonBulkRow, PersonBulkRowSchema } from '../people/people.ts';
import { type TeamBulkRow, TeamBulkRowSchema } from '../teams/teams.ts';
import { type VenueBulkRow, VenueBulkRowSchema } from '../venues/venues.ts';
import {
  decodeClock,
  decodeDate,
  decodeFlag,
  decodeList,
  decodeNumber,
  decodeOptional,
  FLAG_MESSAGE,
} from './cells.ts';
import { CSV_COLUMNS, type CsvKind } from './columns.ts';
import { type CsvRecord, CsvSyntaxError, parseCsvRecords } from './parse-csv.ts';
import { type TimeslotCsvRow, TimeslotCsvRowSchema } from './timeslot-row.ts';

/** The parsed row type of each CSV kind: what its bulk create takes. */
export interface CsvRowTypes {
  divisions: DivisionBulkRow;
  teams: TeamBulkRow;
  venues: VenueBulkRow;
  people: PersonBulkRow;
  timeslots: TimeslotCsvRow;
}

/** A bad cell or row: `row` is the 1-based file line, `field` the column name ("file" for the whole file). */
export interface CsvError {
  row: number;
  field: string;
  message: string;
}

/** Every good row and every error; a caller rejects the whole file when `errors` is not empty. */
export interface CsvRowsResult<K extends CsvKind> {
  rows: CsvRowTypes[K][];
  errors: CsvError[];
}

type Cells = Record<string, string>;

interface KindReader {
  decode: (cells: Cells) => Record<string, unknown>;
  schema: z.ZodType;
  flags: readonly string[];
}

const READERS: Record<CsvKind, KindReader> = {
  divisions: {
    decode: (c) => ({
      name: c.name,
      shortcode: c.shortcode,
      longcode: c.longcode,
      color: decodeOptional(c.color ?? ''),
    }),
    schema: DivisionBulkRowSchema,
    flags: [],
  },
  teams: {
    decode: (c) => ({ name: c.name, division: c.division, shortcode: c.shortcode, longcode: c.longcode }),
    schema: TeamBulkRowSchema,
    flags: [],
  },
  venues: {
    decode: (c) => ({
      name: c.name,
      line_1: c.line_1,
      city: c.city,
      state: c.state,
      zip: c.zip,
      country: c.country,
      latitude: decodeNumber(c.latitude ?? ''),
      longitude: decodeNumber(c.longitude ?? ''),
      surfaces: decodeList(c.surfaces ?? ''),
      priority: decodeNumber(c.priority ?? ''),
    }),
    schema: VenueBulkRowSchema,
    flags: [],
  },
  people: {
    decode: (c) => ({
      first: c.first,
      last: c.last,
      email: c.email,
      phone: c.phone,
      ...Object.fromEntries(PERSON_FLAGS.map((flag) => [flag, decodeFlag(c[flag] ?? '')])),
      team: c.team,
      role: decodeOptional(c.role ?? '')?.toLowerCase(),
    }),
    schema: PersonBulkRowSchema,
    flags: PERSON_FLAGS,
  },
  timeslots: {
    decode: (c) => ({
      venue: c.venue,
      surface: c.surface,
      date: decodeDate(c.date ?? ''),
      start: decodeClock(c.start ?? ''),
      finish: decodeClock(c.finish ?? ''),
      divisions: decodeList(c.divisions ?? ''),
      type: decodeOptional(c.type ?? '')?.toLowerCase(),
    }),
    schema: TimeslotCsvRowSchema,
    flags: [],
  },
};

/**
 * A record that carries data: one with any cell that is not blank (the header is dropped by position). A
 * record whose first cell alone is blank is data with a missing name, so its row is reported rather than
 * dropped unseen; only a blank line (or one of bare commas, as spreadsheets save) is skipped.
 */
export function isDataRecord(record: CsvRecord): boolean {
  return record.cells.some((cell) => cell.trim() !== '');
}

/** The error of a file that is not CSV (an unclosed quote), on `file` at the quote's line. */
export function csvSyntaxError(error: CsvSyntaxError): CsvError {
  return { row: error.line, field: 'file', message: 'has a quoted field that is never closed' };
}

/** The data records of a file (header and blank records dropped), or the file's syntax error. */
export type CsvDataRecords = { records: CsvRecord[]; error: null } | { records: []; error: CsvError };

/**
 * The records of a CSV file that carry data: the first record is a header and is skipped, so is every record
 * whose cells are all blank. A file that is not CSV (an unclosed quote) answers its error on `file` instead.
 */
export function csvDataRecords(text: string): CsvDataRecords {
  let records: CsvRecord[];
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { records: [], error: csvSyntaxError(error) };
    throw error;
  }
  return { records: records.slice(1).filter(isDataRecord), error: null };
}

/**
 * Checks data records of one kind (columns in CSV_COLUMNS order; missing trailing cells count as blank and
 * extra cells are ignored) with the kind's bulk row schema, adding each good row, carrying its file line, to
 * `rows` and each bad cell to `errors`. Import jobs call it a chunk at a time (docs/imports.md).
 */
export function readCsvRecords<K extends CsvKind>(
  kind: K,
  records: readonly CsvRecord[],
  into: CsvRowsResult<K>,
): void {
  const columns: readonly string[] = CSV_COLUMNS[kind];
  const reader = READERS[kind];
  const { rows, errors } = into;
  for (const record of records) {
    const cells: Cells = {};
    columns.forEach((column, i) => {
      cells[column] = record.cells[i] ?? '';
    });
    // PostgreSQL cannot store a NUL, so a cell holding one is refused here, by row and column.
    const withNul = columns.filter((column) => hasNul(cells[column] ?? ''));
    if (withNul.length > 0) {
      for (const field of withNul) errors.push({ row: record.line, field, message: NUL_MESSAGE });
      continue;
    }
    const parsed = reader.schema.safeParse({ ...reader.decode(cells), line: record.line });
    if (parsed.success) {
      rows.push(parsed.data as CsvRowTypes[K]);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'row';
      const message = reader.flags.includes(field) ? FLAG_MESSAGE : issue.message;
      errors.push({ row: record.line, field, message });
    }
  }
}

/**
 * Reads a CSV file of one kind: its data records (csvDataRecords) checked with the kind's row schema
 * (readCsvRecords), so a file with bad rows can be rejected whole, naming every bad row and field.
 */
export function readCsvRows<K extends CsvKind>(kind: K, text: string): CsvRowsResult<K> {
  const { records, error } = csvDataRecords(text);
  if (error) return { rows: [], errors: [error] };
  const result: CsvRowsResult<K> = { rows: [], errors: [] };
  readCsvRecords(kind, records, result);
  return result;
}
