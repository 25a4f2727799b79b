import { maxGamesWeekOf, type ScheduleConfig, ScheduleConfigSchema } from '@app/contracts';
import type {
  Database,
  DivisionRow,
  GameRow,
  ScheduleRow,
  TimeslotDivisionRow,
  TimeslotRow,
  Transaction,
} from '@app/db';
import type * as Engine from '@app/engine';
import { groupBy } from '../../lib/group-by.ts';
import { toEngineDivision } from '../divisions/division-mapper.ts';
import { toEnginePerson } from '../people/person-mapper.ts';
import { loadSeasonSnapshot, type SeasonSnapshotRows } from '../seasons/load-season-snapshot.ts';
import { toEngineTeam } from '../teams/team-mapper.ts';
import { toEngineVenue } from '../venues/venue-mapper.ts';

/** Every row of a season the engine reads, plus the games already placed in it: its snapshot. */
export type SeasonModelRows = SeasonSnapshotRows;

/**
 * The schedule being solved (or checked before it exists: the capacity check): its id, the engine division ids
 * it pairs, and its settings.
 */
export interface ScheduleToSolve {
  schedule: Pick<ScheduleRow, 'id'>;
  divisionIds: string[];
  config: ScheduleConfig;
  /** Its own placed games stay and the rest is solved around them (a retry of the unscheduled only). */
  keepPlaced: boolean;
}

const asId = <T extends string>(id: string) => id as T;

/** A stored game as the engine reads it, with its bracket feeders. */
export function toEngineGame(row: GameRow): Engine.Game {
  return {
    id: asId(row.id),
    schedule_id: asId(row.scheduleId),
    division_id: asId(row.divisionId),
    home_id: row.homeId === null ? null : asId(row.homeId),
    visitor_id: row.visitorId === null ? null : asId(row.visitorId),
    is_practice: row.isPractice,
    round: row.round,
    timeslot_id: row.timeslotId === null ? null : asId(row.timeslotId),
    bracket:
      row.bracket === 'winners' || row.bracket === 'losers' || row.bracket === 'final' ? row.bracket : null,
    // The feeders stay: a hand edit's dry run and the conflicts check the bracket's order and the limits
    // along its chains of dependent games (packages/engine/README.md, Rules).
    home_from: toEngineSource(row.homeFrom),
    visitor_from: toEngineSource(row.visitorFrom),
  };
}

/** A stored feeder, `{ game_id, take }` as saveSolveResult writes it; anything else reads as none. */
function toEngineSource(value: unknown): Engine.GameSource | null {
  if (typeof value !== 'object' || value === null) return null;
  const { game_id: gameId, take } = value as { game_id?: unknown; take?: unknown };
  if (typeof gameId !== 'string' || (take !== 'winner' && take !== 'loser')) return null;
  return { game_id: asId(gameId), take };
}

function toEngineSchedule(target: ScheduleToSolve): Engine.ScheduleConfig {
  const { config } = target;
  return {
    ...config,
    id: asId(target.schedule.id),
    division_ids: target.divisionIds.map((id) => asId(id)),
    // null means "not given", which the weekend method reads as 2 (docs/schedules.md).
    max_games_week: maxGamesWeekOf(config),
    seeding: config.seeding.map((id) => asId(id)),
  };
}

/** The engine divisions a schedule pairs: an across-division's two sources, else its own division. */
export function engineDivisionIds(divisionRows: readonly DivisionRow[], divisionId: string | null): string[] {
  if (divisionId === null) return [];
  const division = divisionRows.find((d) => d.id === divisionId);
  if (division?.isAcross && division.acrossFirstId && division.acrossSecondId) {
    return [division.acrossFirstId, division.acrossSecondId];
  }
  return [divisionId];
}

/**
 * The engine instance (docs/schedules.md) of one schedule over its season: every division and team
 * (fixed games may involve any of them), people linked to teams, constraints, venues with surfaces, the
 * season's timeslots and its timezone. Placed games of other schedules are fixed games; so are the
 * schedule's own placed games when they are kept. Distances are left to the engine's great-circle fallback,
 * which is what `venue_distances` stores too.
 */
export function toEngineInstance(rows: SeasonModelRows, target: ScheduleToSolve): Engine.Instance {
  const homes = groupBy(rows.homeVenues, (h) => h.teamId);
  const links = groupBy(rows.teamPeople, (l) => l.teamId);
  const constraints = groupBy(rows.timeConstraints, (c) => c.teamId);
  const travel = new Map(rows.travelConstraints.map((t) => [t.teamId, t]));
  const surfacesOf = groupBy(rows.surfaces, (s) => s.venueId);
  const slotDivisions = groupBy(rows.timeslotDivisions, (d) => d.timeslotId);
  const fixed = rows.placedGames.filter((g) => target.keepPlaced || g.scheduleId !== target.schedule.id);
  return {
    format_version: 1,
    timezone: rows.season.timezone,
    first_day: 0,
    divisions: rows.divisions.map(toEngineDivision),
    teams: rows.teams.map((t) =>
      toEngineTeam(t, {
        homeVenues: homes.get(t.id) ?? [],
        teamPeople: links.get(t.id) ?? [],
        timeConstraints: constraints.get(t.id) ?? [],
        travelConstraint: travel.get(t.id),
      }),
    ),
    people: rows.people.map(toEnginePerson),
    venues: rows.venues.map((v) => toEngineVenue(v, surfacesOf.get(v.id) ?? [])),
    distances: [],
    timeslots: rows.timeslots.map((s) => toEngineTimeslot(s, slotDivisions.get(s.id) ?? [])),
    fixed_games: fixed.map(toEngineGame),
    schedules: [toEngineSchedule(target)],
  };
}

/** The engine's timeslot with the divisions it is open to (none: neutral). */
function toEngineTimeslot(row: TimeslotRow, links: readonly TimeslotDivisionRow[]): Engine.Timeslot {
  return {
    id: asId(row.id),
    surface_id: asId(row.surfaceId),
    start: row.start.toISOString(),
    finish: row.finish.toISOString(),
    division_ids: links.map((d) => asId(d.divisionId)),
    is_game: row.isGame,
    is_practice: row.isPractice,
    is_reserved: row.isReserved,
  };
}

/**
 * Reads {@link SeasonModelRows} with the season snapshot reader (the one the league export and season copy
 * use): people, timeslots and placed games included, in one round of parallel queries, or one after another
 * inside a transaction, where a manual edit checks the state it is about to commit.
 */
export function loadSeasonModelRows(db: Database | Transaction, seasonId: string): Promise<SeasonModelRows> {
  return loadSeasonSnapshot(db, seasonId, { people: true, timeslots: true, placedGames: true });
}

/**
 * The engine instance of a stored schedule as its run solves it: its settings, the season as it is now, and
 * whether its own placed games stay (an `unscheduled_only` retry). The job runner and the sample league's
 * runs (run-schedule-now.ts) both build it here.
 */
export async function loadScheduleInstance(
  db: Database,
  schedule: ScheduleRow,
): Promise<{ instance: Engine.Instance; keepPlaced: boolean; constraintIds: TeamConstraintIds }> {
  const config = ScheduleConfigSchema.parse(schedule.config);
  const rows = await loadSeasonModelRows(db, schedule.seasonId);
  const divisionIds = engineDivisionIds(rows.divisions, schedule.divisionId);
  const keepPlaced = schedule.retryMode === 'unscheduled_only';
  return {
    instance: toEngineInstance(rows, { schedule, divisionIds, config, keepPlaced }),
    keepPlaced,
    constraintIds: teamConstraintIds(rows),
  };
}

/** Each team's time constraint ids in the order of its `time_constraints` in the instance. */
export type TeamConstraintIds = Record<string, string[]>;

/**
 * The database ids of each team's time constraints, in the order toEngineInstance gives them to the engine:
 * a diagnosis names a constraint by its index there (`relax_team_rule`), and the API adds its id.
 */
export function teamConstraintIds(rows: Pick<SeasonModelRows, 'timeConstraints'>): TeamConstraintIds {
  const ids: TeamConstraintIds = {};
  for (const [teamId, list] of groupBy(rows.timeConstraints, (c) => c.teamId))
    ids[teamId] = list.map((c) => c.id);
  return ids;
}

/**
 * The engine instance of a whole season with every schedule in it (a re-plan moves games of any of them,
 * docs/replans.md): the season as toEngineInstance gives it, each schedule with its own settings, and no
 * fixed games (the re-plan takes the season's games beside the instance).
 */
export function toSeasonEngineInstance(
  rows: SeasonModelRows,
  scheduleRows: readonly Pick<ScheduleRow, 'id' | 'divisionId' | 'config'>[],
): Engine.Instance {
  const targets = scheduleRows.map((schedule) => ({
    schedule,
    divisionIds: engineDivisionIds(rows.divisions, schedule.divisionId),
    config: ScheduleConfigSchema.parse(schedule.config),
    keepPlaced: true,
  }));
  const [first] = targets;
  if (!first) throw new RangeError('a season instance needs a schedule');
  return { ...toEngineInstance(rows, first), fixed_games: [], schedules: targets.map(toEngineSchedule) };
}
