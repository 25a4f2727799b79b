import {
  type BlankSchedule,
  type GameCreate,
  type GameScores,
  type GameShift,
  type GameSwap,
  type GameUpdate,
  ScheduleConfigSchema,
} from '@app/contracts';
import {
  type Database,
  divisions,
  type GameRow,
  games,
  type ScheduleRow,
  schedules,
  type Transaction,
  timeslots,
} from '@app/db';
import { and, asc, eq, inArray, max, min } from 'drizzle-orm';
import { notFound, unprocessable } from '../http/http-error.ts';
import { advanceBracket } from './advance-bracket.ts';
import { requireLegalPlacements } from './check-game-placements.ts';
import {
  loadEditableGames,
  requireOpenSlot,
  requireScheduleTeams,
  requireSettled,
} from './editable-games.ts';
import { findSchedule } from './find-schedule.ts';
import { findSeason } from './find-season.ts';
import { requireTimeslots } from './find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from './move-timeslots.ts';
import { shiftSlotTimes } from './shift-instant.ts';
import { splitSlots } from './split-timeslots.ts';

/** What a change did: games changed or created (read back after it), and games removed. */
export interface GamesChange {
  games: GameRow[];
  deletedIds: string[];
}

export const UNSCHEDULED_BY_HAND = 'Unscheduled by hand.';

type Scope = { db: Database; organizationId: string };

async function readGames(tx: Transaction, ids: readonly string[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(games)
    .where(inArray(games.id, [...new Set(ids)]))
    .orderBy(asc(games.position));
}

const isElimination = (schedule: ScheduleRow) => schedule.kind === 'single' || schedule.kind === 'double';

/**
 * Re-routes an elimination schedule's bracket after its scores changed (winners, and losers in double
 * elimination, fill the games fed by theirs). Answers the ids of the games it changed.
 */
async function settleBracket(tx: Transaction, schedule: ScheduleRow): Promise<string[]> {
  if (!isElimination(schedule)) return [];
  const rows = await tx.select().from(games).where(eq(games.scheduleId, schedule.id));
  const changes = advanceBracket(rows);
  for (const change of changes) {
    await tx
      .update(games)
      .set({
        homeId: change.homeId,
        visitorId: change.visitorId,
        ...(change.clearScore ? { homeScore: null, visitorScore: null, overtime: false } : {}),
      })
      .where(eq(games.id, change.id));
  }
  return changes.map((c) => c.id);
}

/** An elimination game needs a winner: both scores given and different (422 naming the field). */
function requireWinner(schedule: ScheduleRow, field: string, home: number | null, visitor: number | null) {
  if (isElimination(schedule) && home !== null && visitor !== null && home === visitor) {
    throw unprocessable(field, 'a tournament game needs a winner; scores cannot be tied');
  }
}

/** `POST /api/schedules/blank`: a finished schedule without games, for building one by hand. */
export async function createBlankSchedule(scope: Scope, input: BlankSchedule): Promise<ScheduleRow> {
  const { db, organizationId } = scope;
  await findSeason(db, { organizationId, seasonId: input.season_id });
  const [division] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.id, input.division_id),
        eq(divisions.seasonId, input.season_id),
        eq(divisions.organizationId, organizationId),
      ),
    );
  if (!division) throw notFound();
  // The blank schedule's dates span the season's slots, so a dry run never calls a slot out of range.
  const [span] = await db
    .select({ first: min(timeslots.start), last: max(timeslots.finish) })
    .from(timeslots)
    .where(eq(timeslots.seasonId, input.season_id));
  const today = new Date().toISOString().slice(0, 10);
  const config = ScheduleConfigSchema.parse({
    schedule_start: span?.first?.toISOString().slice(0, 10) ?? today,
    schedule_end: span?.last?.toISOString().slice(0, 10) ?? today,
    max_games_day: 0,
  });
  const now = new Date();
  const [schedule] = await db
    .insert(schedules)
    .values({
      organizationId,
      seasonId: input.season_id,
      divisionId: input.division_id,
      name: input.name,
      config,
      status: 'done',
      successRate: 100,
      log: 'Blank schedule, built by hand.\n',
      startedAt: now,
      finishedAt: now,
    })
    .returning();
  if (!schedule) throw new Error('insert returned no schedule');
  return schedule;
}

/** `POST /api/games`: one game by hand, in an open slot of the season or unscheduled. */
export async function createGame(scope: Scope, input: GameCreate): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, {
      organizationId: scope.organizationId,
      scheduleId: input.schedule_id,
    });
    requireSettled(schedule);
    if (schedule.divisionId === null) throw unprocessable('schedule_id', 'has no division');
    await requireScheduleTeams(tx, schedule, 'home_id', [input.home_id]);
    await requireScheduleTeams(tx, schedule, 'visitor_id', [input.visitor_id]);
    if (input.visitor_id === input.home_id)
      throw unprocessable('visitor_id', 'must differ from the home team');
    if (input.timeslot_id) {
      await requireOpenSlot(tx, {
        seasonId: schedule.seasonId,
        timeslotId: input.timeslot_id,
        field: 'timeslot_id',
      });
    }
    const [last] = await tx
      .select({ position: max(games.position) })
      .from(games)
      .where(eq(games.scheduleId, schedule.id));
    const [game] = await tx
      .insert(games)
      .values({
        organizationId: scope.organizationId,
        scheduleId: schedule.id,
        divisionId: schedule.divisionId,
        homeId: input.home_id,
        visitorId: input.visitor_id,
        isPractice: input.visitor_id === null,
        timeslotId: input.timeslot_id,
        unscheduledReason: input.timeslot_id ? null : UNSCHEDULED_BY_HAND,
        position: (last?.position ?? 0) + 1,
      })
      .returning();
    if (!game) throw new Error('insert returned no game');
    await requireLegalPlacements(tx, {
      schedule,
      gameIds: [game.id],
      field: 'timeslot_id',
      override: input.override,
    });
    return { games: [game], deletedIds: [] };
  });
}

/** `PATCH /api/games/{id}`: teams, slot (null: unschedule) and score of one game. */
export async function updateGame(scope: Scope, gameId: string, input: GameUpdate): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const {
      games: [game],
      schedules: owners,
    } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: [gameId],
    });
    if (!game) throw notFound();
    const schedule = owners.get(game.scheduleId) as ScheduleRow;
    await requireScheduleTeams(tx, schedule, 'home_id', [input.home_id]);
    await requireScheduleTeams(tx, schedule, 'visitor_id', [input.visitor_id]);
    const homeId = input.home_id ?? game.homeId;
    const visitorId = input.visitor_id === undefined ? game.visitorId : input.visitor_id;
    if (homeId !== null && homeId === visitorId)
      throw unprocessable('visitor_id', 'must differ from the home team');
    const moving = input.timeslot_id !== undefined && input.timeslot_id !== game.timeslotId;
    if (moving && input.timeslot_id) {
      await requireOpenSlot(tx, {
        seasonId: schedule.seasonId,
        timeslotId: input.timeslot_id,
        exceptGameId: game.id,
        field: 'timeslot_id',
      });
    }
    const homeScore = input.home_score === undefined ? game.homeScore : input.home_score;
    const visitorScore = input.visitor_score === undefined ? game.visitorScore : input.visitor_score;
    requireWinner(schedule, 'home_score', homeScore, visitorScore);
    await tx
      .update(games)
      .set({
        homeId,
        visitorId,
        isPractice: visitorId === null,
        homeScore,
        visitorScore,
        overtime: input.overtime ?? game.overtime,
        ...(moving
          ? {
              timeslotId: input.timeslot_id ?? null,
              unscheduledReason: input.timeslot_id ? null : UNSCHEDULED_BY_HAND,
            }
          : {}),
      })
      .where(eq(games.id, game.id));
    const teamsChanged = homeId !== game.homeId || visitorId !== game.visitorId;
    if ((moving && input.timeslot_id) || (teamsChanged && game.timeslotId)) {
      await requireLegalPlacements(tx, {
        schedule,
        gameIds: [game.id],
        field: 'timeslot_id',
        override: input.override,
      });
    }
    const routed = await settleBracket(tx, schedule);
    return { games: await readGames(tx, [game.id, ...routed]), deletedIds: [] };
  });
}

/** `POST /api/games/swap`: two scheduled games exchange their slots. */
export async function swapGames(scope: Scope, input: GameSwap): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const { games: pair, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: input.ids,
    });
    const [a, b] = pair;
    if (!a || !b || a.id === b.id) throw unprocessable('ids', 'choose exactly two games to swap');
    if (a.timeslotId === null || b.timeslotId === null)
      throw unprocessable('ids', 'both games must be scheduled');
    // One slot holds one game: free both before each takes the other's.
    await tx
      .update(games)
      .set({ timeslotId: null })
      .where(inArray(games.id, [a.id, b.id]));
    await tx.update(games).set({ timeslotId: b.timeslotId }).where(eq(games.id, a.id));
    await tx.update(games).set({ timeslotId: a.timeslotId }).where(eq(games.id, b.id));
    for (const schedule of owners.values()) {
      const ids = [a, b].filter((g) => g.scheduleId === schedule.id).map((g) => g.id);
      await requireLegalPlacements(tx, { schedule, gameIds: ids, field: 'ids', override: input.override });
    }
    return { games: await readGames(tx, [a.id, b.id]), deletedIds: [] };
  });
}

/** `POST /api/games/unschedule`: the games keep their pairing and free their slots. */
export async function unscheduleGames(scope: Scope, ids: string[]): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    await loadEditableGames(tx, { organizationId: scope.organizationId, ids });
    await tx
      .update(games)
      .set({ timeslotId: null, unscheduledReason: UNSCHEDULED_BY_HAND })
      .where(inArray(games.id, ids));
    return { games: await readGames(tx, ids), deletedIds: [] };
  });
}

/** `POST /api/games/delete`: the pairings go for good; a bracket game others are fed by cannot go alone. */
export async function deleteGames(scope: Scope, ids: string[]): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const { games: doomed, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids,
    });
    const gone = new Set(doomed.map((g) => g.id));
    const siblings = await tx
      .select()
      .from(games)
      .where(inArray(games.scheduleId, [...owners.keys()]));
    const feeds = (source: unknown) =>
      typeof source === 'object' &&
      source !== null &&
      'game_id' in source &&
      gone.has(String(source.game_id));
    if (siblings.some((g) => !gone.has(g.id) && (feeds(g.homeFrom) || feeds(g.visitorFrom)))) {
      throw unprocessable('ids', 'a bracket game that later games depend on cannot be deleted on its own');
    }
    await tx.delete(games).where(inArray(games.id, [...gone]));
    return { games: [], deletedIds: [...gone] };
  });
}

/** `POST /api/games/split`: the slot is halved; a second game of the pair, home and away swapped, takes the second half. */
export async function splitGame(scope: Scope, gameId: string): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const {
      games: [game],
      schedules: owners,
    } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: [gameId],
    });
    if (!game) throw notFound();
    if (game.timeslotId === null)
      throw unprocessable('id', 'the game must be scheduled to split its timeslot');
    const schedule = owners.get(game.scheduleId) as ScheduleRow;
    const [slot] = await requireTimeslots(tx, {
      organizationId: scope.organizationId,
      ids: [game.timeslotId],
    });
    if (!slot) throw notFound();
    const { refused, created } = await splitSlots(
      tx,
      { id: schedule.seasonId, organizationId: scope.organizationId },
      [slot],
      2,
    );
    const reason = refused.get(slot.id);
    if (reason) throw unprocessable('id', `the timeslot ${reason}`);
    const half = created[0];
    if (!half) throw unprocessable('id', `the second half ${OVERLAP_MESSAGE}`);
    const isPractice = game.visitorId === null;
    const [second] = await tx
      .insert(games)
      .values({
        organizationId: scope.organizationId,
        scheduleId: game.scheduleId,
        divisionId: game.divisionId,
        homeId: isPractice ? game.homeId : game.visitorId,
        visitorId: isPractice ? null : game.homeId,
        isPractice,
        round: game.round,
        timeslotId: half.id,
        position: game.position,
      })
      .returning();
    if (!second) throw new Error('insert returned no game');
    return { games: await readGames(tx, [game.id, second.id]), deletedIds: [] };
  });
}

/** `POST /api/games/shift`: the games' slots move by amount x units on the season's wall clock. */
export async function shiftGames(scope: Scope, input: GameShift): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const { games: moving, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: input.ids,
    });
    const slotIds = moving.map((g) => g.timeslotId);
    if (slotIds.some((id) => id === null)) throw unprocessable('ids', 'only scheduled games can be shifted');
    const slots = await requireTimeslots(tx, {
      organizationId: scope.organizationId,
      ids: slotIds as string[],
    });
    const season = await findSeason(tx, {
      organizationId: scope.organizationId,
      seasonId: (owners.values().next().value as ScheduleRow).seasonId,
    });
    const stayed = await moveTimeslots(
      tx,
      slots.map((slot) => ({ ...slot, ...shiftSlotTimes(slot, input.amount, input.units, season.timezone) })),
    );
    if (stayed.size > 0) throw unprocessable('ids', `a shifted timeslot ${OVERLAP_MESSAGE}`);
    for (const schedule of owners.values()) {
      const ids = moving.filter((g) => g.scheduleId === schedule.id).map((g) => g.id);
      await requireLegalPlacements(tx, { schedule, gameIds: ids, field: 'ids', override: input.override });
    }
    return { games: await readGames(tx, input.ids), deletedIds: [] };
  });
}

/** `POST /api/games/scores`: several scores at once; each tournament's bracket is re-routed after. */
export async function saveScores(scope: Scope, input: GameScores): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const ids = input.games.map((g) => g.id);
    const { games: rows, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids,
    });
    for (const [index, entry] of input.games.entries()) {
      const game = rows.find((g) => g.id === entry.id) as GameRow;
      const schedule = owners.get(game.scheduleId) as ScheduleRow;
      requireWinner(schedule, `games.${index}.home_score`, entry.home_score, entry.visitor_score);
      if (
        isElimination(schedule) &&
        (game.homeId === null || game.visitorId === null) &&
        entry.home_score !== null
      ) {
        throw unprocessable(`games.${index}.home_score`, 'both teams of this game are not known yet');
      }
      await tx
        .update(games)
        .set({ homeScore: entry.home_score, visitorScore: entry.visitor_score, overtime: entry.overtime })
        .where(eq(games.id, entry.id));
    }
    const routed: string[] = [];
    for (const schedule of owners.values()) routed.push(...(await settleBracket(tx, schedule)));
    return { games: await readGames(tx, [...ids, ...routed]), deletedIds: [] };
  });
}
