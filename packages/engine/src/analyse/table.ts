/** One cell of a rendered table: a label or a count. */
export type Cell = string | number;

/**
 * A plain table ready to render or export: `columns` are the header labels and every row has exactly
 * `columns.length` cells. The first column labels the row (a team name, a week start, or TOTAL).
 */
export interface Table {
  columns: string[];
  rows: Cell[][];
}
