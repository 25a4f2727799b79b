import type { Reason, ReplanCreate, ReplanMove } from '@app/contracts';
import { type Database, games, type ReplanRow, replans, schedules, surfaces, venues } from '@app/db';
import { type Game, reasonText } from '@app/engine';
import { and, eq, inArray } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import {
  loadSeasonModelRows,
  toEngineGame,
  toSeasonEngineInstance,
} from '../schedules/build-engine-instance.ts';
import type { RunEngineTask } from '../schedules/jobs/engine-pool.ts';
import { findSeason } from '../seasons/find-season.ts';
import { loadNamedSlots, loadSeasonNames, nameGame, presentPlace } from './game-places.ts';

/** The engine's budget for one re-plan (the target for a rained-out Saturday is under 2 s). */
const REPLAN_LIMIT_MS = 10_000;

/** What a proposal stores in `result`: its moves as users read them. */
export interface StoredReplanResult {
  moves: ReplanMove[];
}

/**
 * Proposes a re-plan (docs/replans.md): the season's instance with every schedule, every game where it is,
 * locked games (scored, forfeited, started, or kept by the organiser) never moving; the engine's replan picks
 * the fewest moves; the proposal is stored with its moves named (game, from, to on the season's wall clock).
 * Nothing moves until it is applied.
 */
export async function proposeReplan(
  db: Database,
  params: {
    organizationId: string;
    seasonId: string;
    userId: string;
    input: ReplanCreate;
    runEngine: RunEngineTask;
    now?: Date;
  },
): Promise<ReplanRow> {
  const { organizationId, input } = params;
  const season = await findSeason(db, { organizationId, seasonId: params.seasonId });
  if (input.venue_id) {
    const [venue] = await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, input.venue_id), eq(venues.organizationId, organizationId)));
    if (!venue) throw unprocessable('venue_id', 'is not a venue of this organisation');
  }
  if (input.surface_id) {
    const [surface] = await db
      .select({ id: surfaces.id, venueId: surfaces.venueId })
      .from(surfaces)
      .innerJoin(venues, eq(venues.id, surfaces.venueId))
      .where(and(eq(surfaces.id, input.surface_id), eq(venues.organizationId, organizationId)));
    if (!surface) throw unprocessable('surface_id', 'is not a surface of this organisation');
    if (input.venue_id && surface.venueId !== input.venue_id) {
      throw unprocessable('surface_id', 'is not a surface of the given venue');
    }
  }
  const scheduleRows = await db.select().from(schedules).where(eq(schedules.seasonId, season.id));
  if (scheduleRows.length === 0) throw unprocessable('base', 'the season has no schedules to re-plan');
  if (scheduleRows.some((s) => s.status === 'queued' || s.status === 'running')) {
    throw unprocessable('base', 'a schedule of the season is still being scheduled; wait for it to finish');
  }
  const gameRows = await db
    .select()
    .from(games)
    .where(
      inArray(
        games.scheduleId,
        scheduleRows.map((s) => s.id),
      ),
    );
  const seasonGameIds = new Set(gameRows.map((g) => g.id));
  if (input.keep_game_ids.some((id) => !seasonGameIds.has(id))) {
    throw unprocessable('keep_game_ids', 'must be games of this season');
  }
  const rows = await loadSeasonModelRows(db, season.id);
  const instance = toSeasonEngineInstance(rows, scheduleRows);
  const now = params.now ?? new Date();
  const slotStart = new Map(rows.timeslots.map((s) => [s.id, s.start]));
  // Locked: a result is in, or the game has started; the organiser's keeps too (docs/replans.md#locked-games).
  const locked = gameRows
    .filter(
      (g) =>
        g.homeScore !== null ||
        g.visitorScore !== null ||
        g.forfeit !== null ||
        (g.timeslotId !== null && (slotStart.get(g.timeslotId)?.getTime() ?? Infinity) <= now.getTime()),
    )
    .map((g) => g.id);
  const engineGames: Game[] = gameRows.map(toEngineGame);
  const answer = await params
    .runEngine({
      kind: 'replan',
      instance,
      games: engineGames,
      cancel: {
        date: input.date ?? null,
        venue_id: input.venue_id ?? null,
        surface_id: input.surface_id ?? null,
        from: input.from ?? null,
        to: input.to ?? null,
      },
      options: {
        locked_game_ids: [...new Set([...locked, ...input.keep_game_ids])],
        // No game is moved to a time already past.
        not_before: now.toISOString(),
        timeLimitMs: REPLAN_LIMIT_MS,
      },
    })
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  if (answer.kind !== 'replan') throw new Error('the engine answered another task');
  const { result } = answer;
  const names = await loadSeasonNames(db, season.id);
  const byId = new Map(gameRows.map((g) => [g.id, g]));
  const slots = await loadNamedSlots(
    db,
    result.moves
      .flatMap((m) => [m.from_timeslot_id, m.to_timeslot_id])
      .filter((id): id is string => id !== null),
  );
  const place = (id: string | null) => {
    const slot = id ? slots.get(id) : undefined;
    return slot ? { timeslot_id: slot.id, ...presentPlace(slot, season.timezone) } : null;
  };
  const unplacedReasons = new Map<string, Reason>(
    result.unplaced.map((u) => [u.game_id, u.reason as Reason]),
  );
  const moves: ReplanMove[] = result.moves.flatMap((m) => {
    const game = byId.get(m.game_id);
    if (!game) return [];
    return [
      {
        game_id: game.id,
        schedule_id: game.scheduleId,
        game: nameGame(game, names),
        from: place(m.from_timeslot_id),
        to: place(m.to_timeslot_id),
        cancelled: m.cancelled,
        reason: m.to_timeslot_id === null ? (unplacedReasons.get(game.id) ?? null) : null,
      },
    ];
  });
  const [row] = await db
    .insert(replans)
    .values({
      organizationId,
      seasonId: season.id,
      date: input.date ?? null,
      venueId: input.venue_id ?? null,
      surfaceId: input.surface_id ?? null,
      fromTime: input.from ?? null,
      toTime: input.to ?? null,
      keepGameIds: input.keep_game_ids,
      cause: input.cause,
      note: input.note,
      cancelledTimeslotIds: result.cancelled_timeslot_ids,
      result: { moves } satisfies StoredReplanResult,
      cancelledGames: result.cancelled_games,
      moved: result.moved,
      unplaced: result.unplaced.length,
      teamsAffected: result.teams_affected,
      elapsedMs: Math.round(result.elapsed_ms),
      createdBy: params.userId,
    })
    .returning();
  if (!row) throw new Error('replan was not stored');
  return row;
}

/** The English text stored on a game a re-plan leaves unscheduled (the web renders `reason` itself). */
export function unplacedText(reason: Reason | null): string {
  return reason
    ? reasonText(reason as Parameters<typeof reasonText>[0])
    : 'No slot was left for it after a re-plan.';
}

/**
 * The engine refuses bad input with a message that starts with the field (`cancel.venue_id: unknown venue`);
 * it comes back from the worker thread as an error with that message, answered 422 on the request's field.
 */
function refusalOf(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  const match = /^cancel(?:\.(\w+))?: (.+)$/.exec(message);
  if (!match) return error;
  const part = match[1];
  const field =
    part === 'from' || part === 'to' || part === 'venue_id' || part === 'surface_id' ? part : 'date';
  return unprocessable(field, match[2] ?? message);
}
