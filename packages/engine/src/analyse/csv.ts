import type { Cell, Table } from './table.ts';

// A spreadsheet reads a cell starting with one of these as a formula (tab and carriage return are trimmed by
// some, exposing the character after them); docs/security.md.
const FORMULA_START = /^[=+\-@\t\r]/;
// Negative numbers are the one legitimate value starting with "-": they stay numbers.
const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A cell as CSV text. A text that a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+cmd|...`,
 * `@SUM(...)`) gets a leading single quote and is quoted, as OWASP's CSV injection advice says, so it shows as
 * text; numbers, and text holding a plain negative number, are written as they are.
 */
export function csvCell(cell: Cell): string {
  const text = String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text)) {
    return `"'${text.replaceAll('"', '""')}"`;
  }
  // RFC 4180: a field holding a quote, comma or line break is wrapped in quotes and its quotes doubled. A
  // semicolon is quoted too, so a spreadsheet that splits on ";" (European locales) keeps the cell whole.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as RFC 4180 CSV: the header line, then one line per row, each line ended by CRLF. Cells are
 * quoted only when they must be, so plain tables stay readable; formula-like cells are neutralised
 * ({@link csvCell}). Every CSV the server writes and the browser downloads goes through here.
 */
export function toCsv(table: Table): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
