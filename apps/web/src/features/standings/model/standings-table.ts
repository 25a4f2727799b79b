import type { StandingRow, Standings } from '@app/contracts';
import { type Table, TIEBREAKERS, type Tiebreaker } from '@app/contracts';

/** The table's columns after rank and team, in order (docs/standings.md#the-standings-page). */
export const STAT_COLUMNS = [
  'games_played',
  'win',
  'loss',
  'tie',
  'win_pct',
  'overtime_win',
  'overtime_loss',
  'home',
  'away',
  'points',
  'score_for',
  'score_against',
  'score_difference',
  'games_behind',
] as const;
export type StatColumn = (typeof STAT_COLUMNS)[number];

/** Short header and its spelled-out title per column: keys written in full for the catalog checks. */
export const COLUMN_LABELS: Record<StatColumn, { short: string; long: string }> = {
  games_played: { short: 'standings.col.gp', long: 'standings.col.gpLong' },
  win: { short: 'standings.col.w', long: 'standings.col.wLong' },
  loss: { short: 'standings.col.l', long: 'standings.col.lLong' },
  tie: { short: 'standings.col.t', long: 'standings.col.tLong' },
  win_pct: { short: 'standings.col.pct', long: 'standings.col.pctLong' },
  overtime_win: { short: 'standings.col.otw', long: 'standings.col.otwLong' },
  overtime_loss: { short: 'standings.col.otl', long: 'standings.col.otlLong' },
  home: { short: 'standings.col.home', long: 'standings.col.homeLong' },
  away: { short: 'standings.col.away', long: 'standings.col.awayLong' },
  points: { short: 'standings.col.pts', long: 'standings.col.ptsLong' },
  score_for: { short: 'standings.col.sf', long: 'standings.col.sfLong' },
  score_against: { short: 'standings.col.sa', long: 'standings.col.saLong' },
  score_difference: { short: 'standings.col.diff', long: 'standings.col.diffLong' },
  games_behind: { short: 'standings.col.gb', long: 'standings.col.gbLong' },
};

/**
 * Games behind is shown only when the table ranks by win percentage first: in a points table it reads
 * oddly and can be negative (docs/standings.md, "games_behind").
 */
export function showsGamesBehind(tiebreakers: readonly Tiebreaker[]): boolean {
  return tiebreakers[0] === 'win_pct';
}

export function visibleColumns(tiebreakers: readonly Tiebreaker[]): StatColumn[] {
  return STAT_COLUMNS.filter((column) => column !== 'games_behind' || showsGamesBehind(tiebreakers));
}

/** 0.667 as "0.667", always three decimals as the API rounds it. */
export function formatWinPct(value: number): string {
  return value.toFixed(3);
}

/** A signed number: "+3", "-2", "0". */
export function formatSigned(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The leader (and teams level with it) show "-"; half games as "1.5". */
export function formatGamesBehind(value: number): string {
  return value === 0 ? '-' : String(value);
}

/** One cell as the table and the CSV show it. */
export function cellText(row: StandingRow, column: StatColumn): string {
  switch (column) {
    case 'win_pct':
      return formatWinPct(row.win_pct);
    case 'score_difference':
      return formatSigned(row.score_difference);
    case 'games_behind':
      return formatGamesBehind(row.games_behind);
    default:
      return String(row[column]);
  }
}

/**
 * One cell as the CSV holds it: numbers as numbers (a spreadsheet sums them; "+3" would be neutralised as a
 * formula by the engine's CSV writer), win percentage with its three decimals.
 */
export function csvValue(row: StandingRow, column: StatColumn): string | number {
  return column === 'win_pct' ? formatWinPct(row.win_pct) : row[column];
}

/**
 * The note under a row that a tiebreaker separated from the row above: the rule and the team above, which is
 * ahead on it (`tiebreak` is set on the lower row, docs/standings.md#a-teams-row). On screen the first rule
 * of the list is left out: it is the ranking itself (more points), not a broken tie, and a note on nearly
 * every row would drown the ones that explain something (docs/standings.md#the-standings-page).
 */
export function tiebreakNote(
  rows: readonly StandingRow[],
  index: number,
  tiebreakers: readonly Tiebreaker[],
): { rule: Tiebreaker; above: string } | null {
  const row = rows[index];
  const above = rows[index - 1];
  if (!row?.tiebreak || !above || row.tiebreak === tiebreakers[0]) return null;
  return { rule: row.tiebreak, above: above.name };
}

/** Whether any game of the season has been counted yet: without one, the page shows its empty state. */
export function hasCountedGames(standings: Pick<Standings, 'league'>): boolean {
  return standings.league.rows.some((row) => row.games_played > 0);
}

/**
 * One table as CSV cells: rank, team, division, the visible columns, then the tiebreaker note, with the
 * headers given (already translated). Quoting is the engine's toCsv, as every CSV of the app.
 */
export function standingsCsvTable(
  rows: readonly StandingRow[],
  columns: readonly StatColumn[],
  headers: {
    rank: string;
    team: string;
    division: string;
    note: string;
    columns: Record<StatColumn, string>;
  },
  note: (tiebreak: Tiebreaker, above: string) => string,
): Table {
  return {
    columns: [
      headers.rank,
      headers.team,
      headers.division,
      ...columns.map((c) => headers.columns[c]),
      headers.note,
    ],
    rows: rows.map((row, index) => [
      row.rank,
      row.name,
      row.division_name,
      ...columns.map((c) => csvValue(row, c)),
      // Every rule, the first one too: a file is read row by row, without the screen's context.
      row.tiebreak ? note(row.tiebreak, rows[index - 1]?.name ?? '') : '',
    ]),
  };
}

/** The tiebreakers not yet in the list, in the API's order, for the editor's "add" choice. */
export function unusedTiebreakers(list: readonly Tiebreaker[]): Tiebreaker[] {
  return TIEBREAKERS.filter((name) => !list.includes(name));
}

/** The list with `name` added last (unchanged when already there: each is named at most once). */
export function addTiebreaker(list: readonly Tiebreaker[], name: Tiebreaker): Tiebreaker[] {
  return list.includes(name) ? [...list] : [...list, name];
}

export function removeTiebreaker(list: readonly Tiebreaker[], index: number): Tiebreaker[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveTiebreaker(list: readonly Tiebreaker[], index: number, delta: -1 | 1): Tiebreaker[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as Tiebreaker, next[index] as Tiebreaker];
  return next;
}

/** Characters Windows or macOS refuse in a file name. */
const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|]/g;

/** "standings-{season}-{table}.csv" with unsafe characters replaced by "_". */
export function csvFileName(seasonName: string, table: string): string {
  return `standings-${seasonName}-${table}.csv`.replace(UNSAFE_FILE_CHARACTERS, '_');
}
