import {
  type Database,
  games,
  type ReplanRow,
  replans,
  schedules,
  type Transaction,
  timeslots,
} from '@app/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { conflict } from '../../http/http-error.ts';
import { requireSettled } from '../games/editable-games.ts';
import { supersedeFixApplications } from '../schedules/retry-schedule.ts';
import { lockReplan } from './find-replan.ts';
import { type StoredReplanResult, unplacedText } from './propose-replan.ts';
import { setChangeCause, writeGameSlots } from './write-game-slots.ts';

export const CHANGED_SINCE_PROPOSAL = 'The schedule changed since this proposal; propose again';
export const CHANGED_SINCE_APPLY =
  'A game of this re-plan has moved since it was applied; it can no longer be undone';

/** The moves' games as they are now, with their schedules settled (409 while one is being solved). */
async function currentGames(tx: Transaction, row: ReplanRow, gameIds: readonly string[], message: string) {
  const current = new Map<string, string | null>();
  if (gameIds.length === 0) return current;
  const rows = await tx
    .select({ id: games.id, timeslotId: games.timeslotId, schedule: schedules })
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .where(and(inArray(games.id, [...gameIds]), eq(games.organizationId, row.organizationId)));
  if (rows.length !== new Set(gameIds).size) throw conflict('base', message);
  for (const game of rows) {
    requireSettled(game.schedule);
    current.set(game.id, game.timeslotId);
  }
  return current;
}

/** 409 when one of `slotIds` is gone or held by a game outside `movingIds`. */
async function requireSlotsFree(
  tx: Transaction,
  slotIds: readonly string[],
  movingIds: ReadonlySet<string>,
  message: string,
): Promise<void> {
  if (slotIds.length === 0) return;
  const stored = await tx
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(inArray(timeslots.id, [...slotIds]));
  if (stored.length !== new Set(slotIds).size) throw conflict('base', message);
  const held = await tx
    .select({ id: games.id })
    .from(games)
    .where(inArray(games.timeslotId, [...slotIds]));
  if (held.some((g) => !movingIds.has(g.id))) throw conflict('base', message);
}

/**
 * Applies a proposed re-plan in one transaction under the season's lock (docs/replans.md): every game it moves
 * must still sit where the proposal found it and every target slot must still be free (else 409, propose
 * again); the cancelled slots are closed (reserved); the moves are written, each recorded as a change with the
 * re-plan's cause; applied fixes of the schedules it touches can no longer be undone.
 */
export async function applyReplan(
  db: Database,
  params: { organizationId: string; replanId: string },
): Promise<ReplanRow> {
  return db.transaction(async (tx) => {
    const row = await lockReplan(tx, { ...params, status: 'proposed' });
    const { moves } = row.result as StoredReplanResult;
    const movingIds = new Set(moves.map((m) => m.game_id));
    const current = await currentGames(tx, row, [...movingIds], CHANGED_SINCE_PROPOSAL);
    for (const move of moves) {
      if ((current.get(move.game_id) ?? null) !== (move.from?.timeslot_id ?? null)) {
        throw conflict('base', CHANGED_SINCE_PROPOSAL);
      }
    }
    await requireSlotsFree(
      tx,
      moves.flatMap((m) => (m.to ? [m.to.timeslot_id] : [])),
      movingIds,
      CHANGED_SINCE_PROPOSAL,
    );
    const closed =
      row.cancelledTimeslotIds.length === 0
        ? []
        : await tx
            .update(timeslots)
            .set({ isReserved: true })
            .where(
              and(
                inArray(timeslots.id, row.cancelledTimeslotIds),
                eq(timeslots.seasonId, row.seasonId),
                eq(timeslots.isReserved, false),
              ),
            )
            .returning({ id: timeslots.id });
    await setChangeCause(tx, {
      cause: row.cause === 'closed' || row.cause === 'other' ? row.cause : 'rain',
      note: row.note,
      replanId: row.id,
    });
    await writeGameSlots(
      tx,
      moves.map((m) => ({
        gameId: m.game_id,
        from: m.from?.timeslot_id ?? null,
        to: m.to?.timeslot_id ?? null,
        reason: m.to ? null : m.reason ? { text: unplacedText(m.reason), detail: m.reason } : null,
      })),
    );
    for (const scheduleId of new Set(moves.map((m) => m.schedule_id))) {
      await supersedeFixApplications(tx, scheduleId);
    }
    const [applied] = await tx
      .update(replans)
      .set({ status: 'applied', appliedAt: sql`now()`, closedTimeslotIds: closed.map((c) => c.id) })
      .where(eq(replans.id, row.id))
      .returning();
    if (!applied) throw new Error('replan vanished while applied');
    return applied;
  });
}

/**
 * Undoes an applied re-plan (docs/replans.md): 409 when one of its games has moved since (a hand edit or
 * another re-plan) or a slot it would go back to is taken; otherwise every game goes back to its slot, and the
 * slots the apply closed reopen.
 */
export async function undoReplan(
  db: Database,
  params: { organizationId: string; replanId: string },
): Promise<ReplanRow> {
  return db.transaction(async (tx) => {
    const row = await lockReplan(tx, { ...params, status: 'applied' });
    const { moves } = row.result as StoredReplanResult;
    const movingIds = new Set(moves.map((m) => m.game_id));
    const current = await currentGames(tx, row, [...movingIds], CHANGED_SINCE_APPLY);
    for (const move of moves) {
      if ((current.get(move.game_id) ?? null) !== (move.to?.timeslot_id ?? null)) {
        throw conflict('base', CHANGED_SINCE_APPLY);
      }
    }
    await requireSlotsFree(
      tx,
      moves.flatMap((m) => (m.from ? [m.from.timeslot_id] : [])),
      movingIds,
      CHANGED_SINCE_APPLY,
    );
    if (row.closedTimeslotIds.length > 0) {
      await tx
        .update(timeslots)
        .set({ isReserved: false })
        .where(inArray(timeslots.id, row.closedTimeslotIds));
    }
    await setChangeCause(tx, {
      cause: row.cause === 'closed' || row.cause === 'other' ? row.cause : 'rain',
      note: row.note,
      replanId: row.id,
    });
    await writeGameSlots(
      tx,
      moves.map((m) => ({
        gameId: m.game_id,
        from: m.to?.timeslot_id ?? null,
        to: m.from?.timeslot_id ?? null,
      })),
    );
    for (const scheduleId of new Set(moves.map((m) => m.schedule_id))) {
      await supersedeFixApplications(tx, scheduleId);
    }
    const [undone] = await tx
      .update(replans)
      .set({ status: 'undone', undoneAt: sql`now()` })
      .where(eq(replans.id, row.id))
      .returning();
    if (!undone) throw new Error('replan vanished while undone');
    return undone;
  });
}

/** Discards a proposal (409 unless proposed): nothing had moved. */
export async function discardReplan(
  db: Database,
  params: { organizationId: string; replanId: string },
): Promise<ReplanRow> {
  return db.transaction(async (tx) => {
    const row = await lockReplan(tx, { ...params, status: 'proposed' });
    const [discarded] = await tx
      .update(replans)
      .set({ status: 'discarded' })
      .where(eq(replans.id, row.id))
      .returning();
    if (!discarded) throw new Error('replan vanished while discarded');
    return discarded;
  });
}
