import {
  type Database,
  divisions,
  type GameRow,
  games,
  type ScheduleRow,
  schedules,
  type Transaction,
  teams,
  timeslots,
} from '@app/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import { engineDivisionIds } from '../schedules/build-engine-instance.ts';
import { findSchedule } from '../schedules/find-schedule.ts';

/** Why a slot cannot take another game: one timeslot holds one game. */
export const GAME_IN_SLOT = 'already holds a game';

/** Games being changed by hand, with their schedules (by id). */
export interface EditableGames {
  games: GameRow[];
  schedules: Map<string, ScheduleRow>;
}

/** A schedule still being solved would overwrite a hand edit when it finishes, so edits wait for it (409). */
export function requireSettled(schedule: ScheduleRow): void {
  if (schedule.status === 'queued' || schedule.status === 'running') {
    throw conflict('schedule', 'is still being scheduled; wait for it to finish or cancel it');
  }
}

/**
 * For an edit: takes the lock of the games' seasons (lockSeasons), then reads them as
 * {@link readEditableGames} does, so the edit's checks see every earlier edit of those seasons.
 */
export async function loadEditableGames(
  tx: Transaction,
  params: { organizationId: string; ids: readonly string[] },
): Promise<EditableGames> {
  const seasons = await tx
    .selectDistinct({ seasonId: schedules.seasonId })
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .where(and(inArray(games.id, [...new Set(params.ids)]), eq(games.organizationId, params.organizationId)));
  await lockSeasons(
    tx,
    seasons.map((s) => s.seasonId),
  );
  return readEditableGames(tx, params);
}

/** For an edit: the organisation's schedule (404 otherwise), read after its season's lock is taken. */
export async function lockSchedule(
  tx: Transaction,
  params: { organizationId: string; scheduleId: string },
): Promise<ScheduleRow> {
  const seasons = await tx
    .select({ seasonId: schedules.seasonId })
    .from(schedules)
    .where(and(eq(schedules.id, params.scheduleId), eq(schedules.organizationId, params.organizationId)));
  await lockSeasons(
    tx,
    seasons.map((s) => s.seasonId),
  );
  return findSchedule(tx, params);
}

/** The organisation's games `ids` in that order, with their schedules; 404 if any is missing or another's. */
export async function readEditableGames(
  db: Database | Transaction,
  params: { organizationId: string; ids: readonly string[] },
): Promise<EditableGames> {
  const unique = [...new Set(params.ids)];
  const rows = await db
    .select({ game: games, schedule: schedules })
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .where(and(inArray(games.id, unique), eq(games.organizationId, params.organizationId)));
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.game.id, r.game]));
  const scheduleMap = new Map(rows.map((r) => [r.schedule.id, r.schedule]));
  for (const schedule of scheduleMap.values()) requireSettled(schedule);
  return { games: unique.map((id) => byId.get(id) as GameRow), schedules: scheduleMap };
}

/** The teams a schedule's games may use: its division's, or an across-division's two source divisions'. */
export async function scheduleTeamIds(
  db: Database | Transaction,
  schedule: ScheduleRow,
): Promise<Set<string>> {
  const divisionRows = await db.select().from(divisions).where(eq(divisions.seasonId, schedule.seasonId));
  const sources = engineDivisionIds(divisionRows, schedule.divisionId);
  if (sources.length === 0) return new Set();
  const rows = await db.select({ id: teams.id }).from(teams).where(inArray(teams.divisionId, sources));
  return new Set(rows.map((r) => r.id));
}

/**
 * A practice schedule holds practices only (one team each, docs/games.md): a visitor there would make a game
 * that its balances and exports do not expect, so it is refused (422 on `visitor_id`).
 */
export function requirePracticeHasNoVisitor(
  schedule: ScheduleRow,
  visitorId: string | null | undefined,
): void {
  if (schedule.isPractice && visitorId) {
    throw unprocessable('visitor_id', 'must be empty: a practice schedule holds practices of one team');
  }
}

/** 422 naming `field` unless every given team may play in the schedule. */
export async function requireScheduleTeams(
  db: Database | Transaction,
  schedule: ScheduleRow,
  field: string,
  teamIds: readonly (string | null | undefined)[],
): Promise<void> {
  const given = teamIds.filter((id): id is string => typeof id === 'string');
  if (given.length === 0) return;
  const allowed = await scheduleTeamIds(db, schedule);
  if (given.some((id) => !allowed.has(id))) throw unprocessable(field, 'is not a team of this division');
}

/**
 * 422 on `field` unless the slot is the season's; 409 when it holds a game (other than `exceptGameId`, the
 * game being moved). A timeslot holds one game; the database's unique index is the last guard.
 */
export async function requireOpenSlot(
  db: Database | Transaction,
  params: { seasonId: string; timeslotId: string; exceptGameId?: string; field: string },
): Promise<void> {
  const [slot] = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(and(eq(timeslots.id, params.timeslotId), eq(timeslots.seasonId, params.seasonId)));
  if (!slot) throw unprocessable(params.field, 'is not a timeslot of this season');
  const taken = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.timeslotId, params.timeslotId),
        params.exceptGameId ? ne(games.id, params.exceptGameId) : undefined,
      ),
    )
    .limit(1);
  if (taken.length > 0) throw conflict(params.field, GAME_IN_SLOT);
}
