import type { Game } from '@app/contracts';
import type { GameRow } from './game-rows.ts';

/** Texts in the interface language: "unscheduled", the short weekday names (Sunday first), the brackets. */
export interface CellWords {
  unscheduled: string;
  weekdays: readonly string[];
  brackets: Record<NonNullable<Game['bracket']>, string>;
}

/** A column of the game table: its label key, grid width and cell text. */
export interface GameColumn {
  key: string;
  label: string;
  width: string;
  /** Cell text; `words` are the interface-language texts a cell may need. */
  cell: (row: GameRow, words: CellWords) => string;
}

/**
 * The Round cell: a bracket game's section and round ("Upper bracket 2", "Final"); any other game the week of
 * the season it falls in (docs/games.md, "Round").
 */
export function roundText(row: GameRow, words: CellWords): string {
  const { bracket, round } = row.game;
  if (bracket === 'final') return words.brackets.final;
  if (bracket) return `${words.brackets[bracket]} ${round ?? ''}`.trim();
  return row.week === null ? '' : String(row.week);
}

const TEAM_WIDTH = 'minmax(120px,1fr)';
const DIVISION_WIDTH = 'minmax(90px,1fr)';

/** Every column the table knows, by key; the sets below pick and order them. */
const COLUMNS: Record<string, GameColumn> = {
  date: {
    key: 'date',
    label: 'schedules.table.date',
    width: '100px',
    cell: (r, words) => r.date || words.unscheduled,
  },
  day: {
    key: 'day',
    label: 'games.table.day',
    width: '50px',
    cell: (r, words) => (r.weekday >= 0 ? (words.weekdays[r.weekday] ?? '') : ''),
  },
  time: { key: 'time', label: 'games.table.time', width: '60px', cell: (r) => r.time },
  finish: { key: 'finish', label: 'games.table.finish', width: '60px', cell: (r) => r.finish },
  division: {
    key: 'division',
    label: 'games.table.division',
    width: DIVISION_WIDTH,
    cell: (r) => r.division,
  },
  visitor: { key: 'visitor', label: 'schedules.table.visitor', width: TEAM_WIDTH, cell: (r) => r.visitor },
  visitorDivision: {
    key: 'visitorDivision',
    label: 'games.table.visitorDivision',
    width: DIVISION_WIDTH,
    cell: (r) => r.visitorDivision,
  },
  home: { key: 'home', label: 'schedules.table.home', width: TEAM_WIDTH, cell: (r) => r.home },
  homeDivision: {
    key: 'homeDivision',
    label: 'games.table.homeDivision',
    width: DIVISION_WIDTH,
    cell: (r) => r.homeDivision,
  },
  // A practice is one team's: its home side.
  team: { key: 'team', label: 'games.table.team', width: TEAM_WIDTH, cell: (r) => r.home },
  teamDivision: {
    key: 'teamDivision',
    label: 'games.table.division',
    width: DIVISION_WIDTH,
    cell: (r) => r.homeDivision,
  },
  venue: { key: 'venue', label: 'schedules.table.venue', width: 'minmax(100px,1fr)', cell: (r) => r.venue },
  surface: { key: 'surface', label: 'schedules.table.surface', width: '80px', cell: (r) => r.surface },
  score: { key: 'score', label: 'games.table.score', width: '60px', cell: (r) => r.score },
  round: { key: 'round', label: 'games.table.round', width: '90px', cell: roundText },
};

/** Which table: a schedule's (its teams from one division or, across, from two), practices, or the season's. */
export type ColumnSetKind = 'schedule' | 'across' | 'practice' | 'practiceAcross' | 'master';

/**
 * The columns each table starts with (docs/games.md): a schedule ten; an across-division schedule twelve, each
 * team's division beside it; a practice schedule the team without visitor, score or round (plus its division
 * across); the master list the game's division after the times.
 */
const COLUMN_SETS: Record<ColumnSetKind, readonly string[]> = {
  schedule: ['date', 'day', 'time', 'finish', 'visitor', 'home', 'venue', 'surface', 'score', 'round'],
  across: [
    'date',
    'day',
    'time',
    'finish',
    'visitor',
    'visitorDivision',
    'home',
    'homeDivision',
    'venue',
    'surface',
    'score',
    'round',
  ],
  practice: ['date', 'day', 'time', 'finish', 'team', 'venue', 'surface'],
  practiceAcross: ['date', 'day', 'time', 'finish', 'team', 'teamDivision', 'venue', 'surface'],
  master: [
    'date',
    'day',
    'time',
    'finish',
    'division',
    'visitor',
    'home',
    'venue',
    'surface',
    'score',
    'round',
  ],
};

/** The table's kind: the master list, else by practice and whether the schedule's teams span divisions. */
export function columnSetKind(table: { master: boolean; practice: boolean; across: boolean }): ColumnSetKind {
  if (table.master) return 'master';
  if (table.practice) return table.across ? 'practiceAcross' : 'practice';
  return table.across ? 'across' : 'schedule';
}

/** The columns of a table kind, in order; users may hide any but the first. */
export function columnsOf(kind: ColumnSetKind): GameColumn[] {
  return COLUMN_SETS[kind].map((key) => COLUMNS[key] as GameColumn);
}

/** The chosen columns of a kind in table order; at least the first stays, so a row is never empty. */
export function visibleColumns(kind: ColumnSetKind, keys: readonly string[]): GameColumn[] {
  const all = columnsOf(kind);
  const chosen = all.filter((c) => keys.includes(c.key));
  return chosen.length > 0 ? chosen : all.slice(0, 1);
}

/** The grid's least width: each column's fixed or minimum width, so narrow screens scroll, not squeeze. */
export function minTableWidth(columns: readonly GameColumn[]): number {
  return columns.reduce((sum, c) => sum + Number(/(\d+)px/.exec(c.width)?.[1] ?? 90), 0);
}
