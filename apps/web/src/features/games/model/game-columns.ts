import type { GameRow } from './game-rows.ts';

/** Texts in the interface language: "unscheduled" and the short weekday names, Sunday first. */
export interface CellWords {
  unscheduled: string;
  weekdays: readonly string[];
}

/** A column of the game table: its label key, grid width and cell text. */
export interface GameColumn {
  key: string;
  label: string;
  width: string;
  /** Cell text; `words` are the interface-language texts a cell may need. */
  cell: (row: GameRow, words: CellWords) => string;
}

/** The table's ten columns, in order; users may hide any but the date. */
export const GAME_COLUMNS: readonly GameColumn[] = [
  {
    key: 'date',
    label: 'schedules.table.date',
    width: '110px',
    cell: (r, words) => r.date || words.unscheduled,
  },
  {
    key: 'day',
    label: 'games.table.day',
    width: '50px',
    cell: (r, words) => (r.weekday >= 0 ? (words.weekdays[r.weekday] ?? '') : ''),
  },
  { key: 'time', label: 'games.table.time', width: '60px', cell: (r) => r.time },
  { key: 'finish', label: 'games.table.finish', width: '60px', cell: (r) => r.finish },
  { key: 'visitor', label: 'schedules.table.visitor', width: 'minmax(120px,1fr)', cell: (r) => r.visitor },
  { key: 'home', label: 'schedules.table.home', width: 'minmax(120px,1fr)', cell: (r) => r.home },
  { key: 'venue', label: 'schedules.table.venue', width: 'minmax(100px,1fr)', cell: (r) => r.venue },
  { key: 'surface', label: 'schedules.table.surface', width: '90px', cell: (r) => r.surface },
  { key: 'score', label: 'games.table.score', width: '80px', cell: (r) => r.score },
  { key: 'round', label: 'games.table.round', width: '90px', cell: (r) => r.label },
];

export const ALL_COLUMN_KEYS = GAME_COLUMNS.map((c) => c.key);

/** The chosen columns in table order; at least the date stays, so a row is never empty. */
export function visibleColumns(keys: readonly string[]): GameColumn[] {
  const chosen = GAME_COLUMNS.filter((c) => keys.includes(c.key));
  return chosen.length > 0 ? chosen : GAME_COLUMNS.slice(0, 1);
}
