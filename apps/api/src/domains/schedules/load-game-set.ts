import { ScheduleConfigSchema } from '@app/contracts';
import { type Database, type GameRow, games, type ScheduleRow, type SeasonRow, schedules } from '@app/db';
import type * as Engine from '@app/engine';
import { asc, eq } from 'drizzle-orm';
import { isHiddenPosition, maskGameRow, organizationMasksGames } from '../games/hidden-games.ts';
import { findSeason } from '../seasons/find-season.ts';
import {
  engineDivisionIds,
  loadSeasonModelRows,
  type SeasonModelRows,
  toEngineGame,
  toEngineInstance,
} from './build-engine-instance.ts';
import { findSchedule } from './find-schedule.ts';

/**
 * The games an analysis or export covers: one schedule's (placed or not), or every game of the season (the
 * master list), with the season's rows they refer to.
 */
export interface GameSet {
  season: SeasonRow;
  rows: SeasonModelRows;
  schedules: ScheduleRow[];
  games: GameRow[];
  /** The schedule exported or analysed; null for the master list. */
  schedule: ScheduleRow | null;
  /**
   * A free organisation's hidden games (docs/free-tier.md), already masked in `games` and `rows.placedGames`
   * (no teams, slot or scores): every writer of the set sees them so, whatever it writes.
   */
  hiddenIds: ReadonlySet<string>;
}

/**
 * One schedule's game set (`scheduleId`) or the season's (`seasonId`); 404 for another organisation's. A free
 * organisation's hidden games come masked (docs/free-tier.md): analyses, exports, feeds, embeds and the public
 * calendar all read their games here.
 */
export async function loadGameSet(
  db: Database,
  params: { organizationId: string } & ({ scheduleId: string } | { seasonId: string }),
): Promise<GameSet> {
  const schedule =
    'scheduleId' in params
      ? await findSchedule(db, { organizationId: params.organizationId, scheduleId: params.scheduleId })
      : null;
  const seasonId = schedule ? schedule.seasonId : 'seasonId' in params ? params.seasonId : '';
  const season = await findSeason(db, { organizationId: params.organizationId, seasonId });
  const [rows, seasonSchedules, gameRows, masked] = await Promise.all([
    loadSeasonModelRows(db, season.id),
    schedule
      ? Promise.resolve([schedule])
      : db
          .select()
          .from(schedules)
          .where(eq(schedules.seasonId, season.id))
          .orderBy(asc(schedules.createdAt)),
    schedule
      ? db.select().from(games).where(eq(games.scheduleId, schedule.id)).orderBy(asc(games.position))
      : db
          .select({ game: games })
          .from(games)
          .innerJoin(schedules, eq(schedules.id, games.scheduleId))
          .where(eq(schedules.seasonId, season.id))
          .orderBy(asc(schedules.createdAt), asc(games.position))
          .then((r) => r.map((x) => x.game)),
    organizationMasksGames(db, params.organizationId),
  ]);
  if (!masked)
    return { season, rows, schedules: seasonSchedules, games: gameRows, schedule, hiddenIds: new Set() };
  const hiddenIds = new Set(gameRows.filter((g) => isHiddenPosition(g.position)).map((g) => g.id));
  return {
    season,
    rows: { ...rows, placedGames: rows.placedGames.map(maskGameRow) },
    schedules: seasonSchedules,
    games: gameRows.map(maskGameRow),
    schedule,
    hiddenIds,
  };
}

/**
 * The set's rows with only the timeslots its games or the season's placed games use: what balances, conflicts
 * and exports read. An open slot changes none of them, and a season may hold 100,000 slots (docs/timeslots.md),
 * which every analysis would otherwise convert, once per schedule for conflicts.
 */
export function withUsedTimeslots(set: GameSet): GameSet {
  const used = new Set<string>();
  for (const game of set.games) if (game.timeslotId) used.add(game.timeslotId);
  for (const game of set.rows.placedGames) if (game.timeslotId) used.add(game.timeslotId);
  return {
    ...set,
    rows: {
      ...set.rows,
      timeslots: set.rows.timeslots.filter((slot) => used.has(slot.id)),
      timeslotDivisions: set.rows.timeslotDivisions.filter((link) => used.has(link.timeslotId)),
    },
  };
}

/** The set as the engine's balance analyses read it. */
export function toBalanceInput(set: GameSet): Engine.BalanceInput {
  const surfacesOf = (venueId: string) =>
    set.rows.surfaces
      .filter((s) => s.venueId === venueId)
      .map((s) => ({ id: s.id as Engine.SurfaceId, name: s.name, priority: s.priority }));
  return {
    timezone: set.season.timezone,
    first_day: 0,
    teams: set.rows.teams.map((t) => ({ id: t.id as Engine.TeamId, name: t.name })),
    venues: set.rows.venues.map((v) => ({
      id: v.id as Engine.VenueId,
      name: v.name,
      surfaces: surfacesOf(v.id),
    })),
    timeslots: set.rows.timeslots.map((s) => ({
      id: s.id as Engine.TimeslotId,
      surface_id: s.surfaceId as Engine.SurfaceId,
      start: s.start.toISOString(),
    })),
    games: set.games.map(toEngineGame),
  };
}

/**
 * The instance a schedule's games are checked against: the season with every other schedule's placed games
 * fixed, and this schedule's settings (its weekly limit is what team-week conflicts measure).
 */
export function scheduleInstance(set: GameSet, schedule: ScheduleRow): Engine.Instance {
  return toEngineInstance(set.rows, {
    schedule,
    divisionIds: engineDivisionIds(set.rows.divisions, schedule.divisionId),
    config: ScheduleConfigSchema.parse(schedule.config),
    keepPlaced: false,
  });
}
