import type { BalanceInput, PlacedItem, PlacedSet } from './placed-items.ts';
import { readPlacedSet } from './placed-items.ts';
import type { Cell, Table } from './table.ts';

/** Short English weekday labels indexed 0 Sunday .. 6 Saturday, as the CSV headers write them. */
const WEEKDAY_LABELS: readonly string[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * The six tables of the Balances dialog. Every table counts placed items only (games with a known slot);
 * team rows are the teams of the given games in the input's team order, so a team whose games are all
 * unscheduled still shows a row of zeros.
 */
export interface Balances {
  /** Home team rows x visitor team columns; null when the set holds no games (practices only or empty). */
  matchups: Table | null;
  /** Team x venue counts with a TOTAL column and a TOTAL row. */
  venues: Table;
  /** Per team: items, home, away (games only), early and late (midpoint of its schedule's earliest and latest start). */
  home_away_early_late: Table;
  /** Team x week start (local date of the week's first day) counts with a TOTAL column. */
  team_weeks: Table;
  /** Team x weekday counts over the weekdays played, ordered from first_day, with a TOTAL column. */
  weekdays: Table;
  /** Week start -> names of the teams with no item that week, over the weeks with placed items. */
  rest_weeks: Table;
}

function countBy<K>(items: readonly PlacedItem[], keyOf: (item: PlacedItem) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function teamMatrix<K>(
  set: PlacedSet,
  keys: readonly K[],
  labels: readonly string[],
  keyOf: (item: PlacedItem) => K,
): Table {
  const rows: Cell[][] = set.team_ids.map((teamId) => {
    const counts = countBy(set.items_by_team.get(teamId) ?? [], keyOf);
    const cells = keys.map((key) => counts.get(key) ?? 0);
    return [set.team_names.get(teamId) ?? teamId, ...cells, cells.reduce((sum, n) => sum + n, 0)];
  });
  return { columns: ['TEAM', ...labels, 'TOTAL'], rows };
}

function matchupTable(set: PlacedSet, games: BalanceInput['games']): Table | null {
  const inGames = new Set<string>();
  for (const game of games) {
    if (game.is_practice) continue;
    if (game.home_id !== null) inGames.add(game.home_id);
    if (game.visitor_id !== null) inGames.add(game.visitor_id);
  }
  if (inGames.size === 0) return null;
  const teams = set.team_ids.filter((id) => inGames.has(id));
  const counts = new Map<string, number>();
  for (const item of set.items) {
    if (item.is_practice || item.home_id === null || item.visitor_id === null) continue;
    const key = `${item.home_id}\u0000${item.visitor_id}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const names = teams.map((id) => set.team_names.get(id) ?? id);
  const rows = teams.map((home, i): Cell[] => [
    names[i] ?? home,
    ...teams.map((visitor) => counts.get(`${home}\u0000${visitor}`) ?? 0),
  ]);
  return { columns: ['HOME/VISITOR', ...names], rows };
}

function venueTable(set: PlacedSet): Table {
  const labels = set.venue_ids.map((id) => set.venue_names.get(id) ?? id);
  const table = teamMatrix(set, set.venue_ids, labels, (item) => item.venue_id);
  // One pass over the items, not one per venue: a season may have thousands of each.
  const byVenue = countBy(set.items, (item) => item.venue_id);
  const totals = set.venue_ids.map((id) => byVenue.get(id) ?? 0);
  table.rows.push(['TOTAL', ...totals, totals.reduce((sum, n) => sum + n, 0)]);
  return table;
}

function homeAwayEarlyLateTable(set: PlacedSet): Table {
  const rows = set.team_ids.map((teamId): Cell[] => {
    let items = 0;
    let home = 0;
    let away = 0;
    let early = 0;
    for (const item of set.items_by_team.get(teamId) ?? []) {
      items += 1;
      if (item.is_early) early += 1;
      if (item.is_practice) continue;
      if (item.home_id === teamId) home += 1;
      else away += 1;
    }
    return [set.team_names.get(teamId) ?? teamId, items, home, away, early, items - early];
  });
  return { columns: ['TEAM', 'GAMES', 'HOME', 'AWAY', 'EARLY', 'LATE'], rows };
}

function weekStarts(set: PlacedSet): string[] {
  return [...new Set(set.items.map((item) => item.week_start))].sort();
}

function restTable(set: PlacedSet): Table {
  const rows = weekStarts(set).map((week): Cell[] => {
    const playing = new Set(
      set.items.filter((item) => item.week_start === week).flatMap((item) => item.team_ids),
    );
    const resting = set.team_ids.filter((id) => !playing.has(id)).map((id) => set.team_names.get(id) ?? id);
    return [week, resting.join(', ')];
  });
  // REST_TREAMS is the product's own (misspelt) CSV header; exports must keep it byte for byte.
  return { columns: ['WEEK_START', 'REST_TREAMS'], rows };
}

/** The six balance tables of a game set (see Balances). Pure: the same input gives the same tables. */
export function computeBalances(input: BalanceInput): Balances {
  const set = readPlacedSet(input);
  const weeks = weekStarts(set);
  const played = new Set(set.items.map((item) => item.weekday));
  const weekdays = [0, 1, 2, 3, 4, 5, 6]
    .map((offset) => (input.first_day + offset) % 7)
    .filter((day) => played.has(day));
  return {
    matchups: matchupTable(set, input.games),
    venues: venueTable(set),
    home_away_early_late: homeAwayEarlyLateTable(set),
    team_weeks: teamMatrix(set, weeks, weeks, (item) => item.week_start),
    weekdays: teamMatrix(
      set,
      weekdays,
      weekdays.map((day) => WEEKDAY_LABELS[day] ?? String(day)),
      (item) => item.weekday,
    ),
    rest_weeks: restTable(set),
  };
}
