import type { GameRow } from './game-rows.ts';
import { DAY_LABELS } from './labels.ts';

/** A column of the game table: its label key, grid width and cell text. */
export interface GameColumn {
  key: string;
  label: string;
  width: string;
  /** Cell text; `translate` turns a catalog key into words (the weekday and "unscheduled"). */
  cell: (row: GameRow, translate: (key: string) => string) => string;
}

/** The table's columns (spec §2 starts with ten), in order. */
export const GAME_COLUMNS: readonly GameColumn[] = [
  {
    key: 'date',
    label: 'schedules.table.date',
    width: '110px',
    cell: (r, tr) => r.date || tr('schedules.games.unscheduled'),
  },
  {
    key: 'day',
    label: 'schedules.table.day',
    width: '50px',
    cell: (r, tr) => (r.weekday >= 0 ? tr(DAY_LABELS[r.weekday] ?? '') : ''),
  },
  { key: 'time', label: 'schedules.table.time', width: '60px', cell: (r) => r.time },
  { key: 'finish', label: 'schedules.table.finish', width: '60px', cell: (r) => r.finish },
  { key: 'visitor', label: 'schedules.table.visitor', width: 'minmax(120px,1fr)', cell: (r) => r.visitor },
  { key: 'home', label: 'schedules.table.home', width: 'minmax(120px,1fr)', cell: (r) => r.home },
  { key: 'venue', label: 'schedules.table.venue', width: 'minmax(100px,1fr)', cell: (r) => r.venue },
  { key: 'surface', label: 'schedules.table.surface', width: '90px', cell: (r) => r.surface },
  { key: 'score', label: 'schedules.table.score', width: '80px', cell: (r) => r.score },
  { key: 'round', label: 'schedules.table.round', width: '90px', cell: (r) => r.label },
];

export const ALL_COLUMN_KEYS = GAME_COLUMNS.map((c) => c.key);

/** The chosen columns in table order; at least the date stays, so a row is never empty. */
export function visibleColumns(keys: readonly string[]): GameColumn[] {
  const chosen = GAME_COLUMNS.filter((c) => keys.includes(c.key));
  return chosen.length > 0 ? chosen : GAME_COLUMNS.slice(0, 1);
}
