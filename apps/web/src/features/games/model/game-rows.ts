import { type Game, HIDDEN_TEXT, type ScheduleDetail } from '@app/contracts';
import { daysBetween, localTimeOf, wallClockOf } from '../../../lib/zoned-time.ts';

/** One row of the game table: a game (placed or not) in the season's local time. */
export interface GameRow {
  id: string;
  game: Game;
  /** Sort key: the slot's start in ms; unscheduled games sort last. */
  startMs: number;
  date: string;
  weekday: number;
  time: string;
  finish: string;
  home: string;
  visitor: string;
  homeId: string | null;
  visitorId: string | null;
  venueId: string | null;
  venue: string;
  surfaceId: string | null;
  surface: string;
  divisionId: string;
  /** The game's division (an across-division's own name for its games). */
  division: string;
  /** The divisions the two teams belong to: an across-division's sources. */
  homeDivision: string;
  visitorDivision: string;
  score: string;
  /** The week of the season the game falls in (1 from the season's first week); null while unscheduled. */
  week: number | null;
}

type Source = Pick<ScheduleDetail, 'games' | 'teams' | 'timeslots'>;

/** "visitor-home" and " (OT)" after overtime (the GAME_SCORE of the CSV, docs/schedules.md); empty until both scores are in. */
export function scoreText(game: Pick<Game, 'home_score' | 'visitor_score' | 'overtime'>): string {
  if (game.home_score === null || game.visitor_score === null) return '';
  return `${game.visitor_score}-${game.home_score}${game.overtime ? ' (OT)' : ''}`;
}

/**
 * Week `n` of the season for a local date: week 1 is the week (from the user's first weekday) holding the
 * season's first timeslot, `weekOne` being that week's first day (docs/games.md, "Round").
 */
export function seasonWeek(date: string, weekOne: string): number {
  return Math.floor(daysBetween(weekOne, date) / 7) + 1;
}

/** What the rows name besides the games: division names, and the first day of the season's week 1. */
export interface RowContext {
  divisionNames: ReadonlyMap<string, string>;
  /** First day of week 1 (YYYY-MM-DD); null leaves the week out (no timeslot known yet). */
  weekOne: string | null;
}

const NO_CONTEXT: RowContext = { divisionNames: new Map(), weekOne: null };

/**
 * The table's rows from a schedule's (or the master list's) games, on the season's wall clock, by start;
 * a bracket game whose team is not known yet shows TBD, a practice has no visitor.
 */
export function buildGameRows(
  source: Source,
  timeZone: string,
  labels: { tbd: string; practice: string; forfeited: (team: string) => string; exhibition: string },
  context: RowContext = NO_CONTEXT,
): GameRow[] {
  const teams = new Map(source.teams.map((t) => [t.id, t.name]));
  const teamDivisions = new Map(source.teams.map((t) => [t.id, t.division_id]));
  const divisionOf = (teamId: string | null) =>
    teamId ? (context.divisionNames.get(teamDivisions.get(teamId) ?? '') ?? '') : '';
  const slots = new Map(source.timeslots.map((s) => [s.id, s]));
  const name = (teamId: string | null, fallback: string) =>
    teamId ? (teams.get(teamId) ?? fallback) : fallback;
  const rows = source.games.map((game): GameRow => {
    const slot = game.timeslot_id ? slots.get(game.timeslot_id) : undefined;
    const start = slot ? wallClockOf(slot.start, timeZone) : null;
    // A forfeit is no result to show as a score, even when one was entered (docs/standings.md#forfeits).
    const result = game.forfeit
      ? labels.forfeited(
          game.forfeit === 'home' ? name(game.home_id, labels.tbd) : name(game.visitor_id, labels.tbd),
        )
      : scoreText(game);
    // An exhibition says so beside its result, so the table shows which games leave the standings.
    const exhibition = !game.counts_in_standings && !game.is_practice && game.bracket === null;
    return {
      id: game.id,
      game,
      startMs: slot ? Date.parse(slot.start) : Number.POSITIVE_INFINITY,
      date: start?.date ?? '',
      weekday: start?.weekday ?? -1,
      time: start?.time ?? '',
      finish: slot ? localTimeOf(slot.finish, timeZone) : '',
      home: name(game.home_id, labels.tbd),
      visitor: game.is_practice ? labels.practice : name(game.visitor_id, labels.tbd),
      homeId: game.home_id,
      visitorId: game.visitor_id,
      venueId: slot?.venue_id ?? null,
      venue: slot?.venue_name ?? '',
      surfaceId: slot?.surface_id ?? null,
      surface: slot?.surface_name ?? '',
      divisionId: game.division_id,
      division: context.divisionNames.get(game.division_id) ?? '',
      homeDivision: divisionOf(game.home_id),
      visitorDivision: divisionOf(game.visitor_id),
      score: exhibition ? [result, labels.exhibition].filter((part) => part !== '').join(' · ') : result,
      week: start && context.weekOne ? seasonWeek(start.date, context.weekOne) : null,
    };
  });
  return rows.map(hideMasked).sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
}

/**
 * A free organisation's hidden game (masked by the server, docs/free-tier.md) reads HIDDEN in its time, date,
 * teams, venue and surface; it sorts after the placed games, since its place in time is not known here.
 */
function hideMasked(row: GameRow): GameRow {
  if (!row.game.hidden) return row;
  return {
    ...row,
    date: HIDDEN_TEXT,
    time: HIDDEN_TEXT,
    finish: HIDDEN_TEXT,
    home: HIDDEN_TEXT,
    visitor: HIDDEN_TEXT,
    venue: HIDDEN_TEXT,
    surface: HIDDEN_TEXT,
    homeDivision: '',
    visitorDivision: '',
  };
}

/** The table's filters: chosen divisions, teams, venues and surfaces; empty means all. */
export interface GameFilters {
  divisions: string[];
  teams: string[];
  venues: string[];
  surfaces: string[];
}

export const NO_FILTERS: GameFilters = { divisions: [], teams: [], venues: [], surfaces: [] };

/** Presets from the address (team_id, venue_id, division_id, surface_id). */
export function filtersFromParams(params: URLSearchParams): GameFilters {
  const list = (key: string) => (params.get(key) ? [params.get(key) as string] : []);
  return {
    divisions: list('division_id'),
    teams: list('team_id'),
    venues: list('venue_id'),
    surfaces: list('surface_id'),
  };
}

export function hasFilters(filters: GameFilters): boolean {
  return Object.values(filters).some((list) => list.length > 0);
}

/** Rows passing every chosen filter; a team filter keeps games where either side is a chosen team. */
export function filterRows(rows: readonly GameRow[], filters: GameFilters): GameRow[] {
  const within = (list: string[], value: string | null) =>
    list.length === 0 || (value !== null && list.includes(value));
  return rows.filter(
    (row) =>
      within(filters.divisions, row.divisionId) &&
      (filters.teams.length === 0 ||
        within(filters.teams, row.homeId) ||
        within(filters.teams, row.visitorId)) &&
      within(filters.venues, row.venueId) &&
      within(filters.surfaces, row.surfaceId),
  );
}

/**
 * The selection after a click: plain click toggles one row; shift-click selects the range from the last
 * clicked row (the anchor) to this one, adding to what was selected, as a spreadsheet does.
 */
export function nextSelection(
  selected: ReadonlySet<string>,
  order: readonly string[],
  clicked: string,
  anchor: string | null,
  shift: boolean,
): Set<string> {
  const next = new Set(selected);
  if (shift && anchor !== null) {
    const from = order.indexOf(anchor);
    const to = order.indexOf(clicked);
    if (from >= 0 && to >= 0) {
      for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) next.add(order[i] as string);
      return next;
    }
  }
  if (next.has(clicked)) next.delete(clicked);
  else next.add(clicked);
  return next;
}
