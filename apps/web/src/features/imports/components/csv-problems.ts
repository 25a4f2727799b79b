import type { FieldErrors } from '../../../lib/api-error.ts';

/** The problems of one line of a rejected CSV file, one per column. */
export interface CsvRowProblem {
  row: number;
  field: string;
  messages: string[];
}

/** A rejected file's problems: bad rows by line, and problems with the file as a whole. */
export interface CsvProblems {
  rows: CsvRowProblem[];
  other: string[];
}

const ROW_KEY = /^row (\d+)\.(.+)$/;

/**
 * The server's 422 body (`{"row 5.email": ["is not a valid email"], "file": [...]}`) as a list ordered by
 * line, so every bad row can be shown with its line and column. Keys that name no row are kept apart, with
 * the field leading its message ("file has no rows to import").
 */
export function csvProblems(errors: FieldErrors): CsvProblems {
  const rows: CsvRowProblem[] = [];
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = ROW_KEY.exec(key);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      rows.push({ row: Number(match[1]), field: match[2], messages });
    } else {
      for (const message of messages) other.push(key === 'base' ? message : `${key} ${message}`);
    }
  }
  // Stable sort: columns of one line keep the server's (column) order.
  rows.sort((a, b) => a.row - b.row);
  return { rows, other };
}
