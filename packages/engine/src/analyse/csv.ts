import type { Cell, Table } from './table.ts';

function quote(cell: Cell): string {
  const text = String(cell);
  // RFC 4180: a field holding a quote, comma or line break is wrapped in quotes and its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as RFC 4180 CSV: the header line, then one line per row, each line ended by CRLF.
 * Cells are quoted only when they must be, so plain tables stay readable.
 */
export function toCsv(table: Table): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(quote).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
