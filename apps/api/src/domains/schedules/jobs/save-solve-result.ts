import { randomUUID } from 'node:crypto';
import type { Diagnosis } from '@app/contracts';
import { type Database, games, schedules, type Transaction, timeslots } from '@app/db';
import type { Reason, Result, SolveResult } from '@app/engine';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { insertInBatches } from '../../../lib/insert-in-batches.ts';
import { lockSeasons } from '../../../lib/lock-season.ts';

/** A solve's outcome as it is stored: done, or cancelled (the best result so far is kept either way). */
export interface SolveOutcome {
  scheduleId: string;
  organizationId: string;
  /** The solve's result (its diagnosis, when any, comes separately as `diagnosis`). */
  result: Omit<SolveResult, 'diagnosis'>;
  cancelled: boolean;
  /** The schedule's placed games were fixed in the solve and stay as they are. */
  keepPlaced: boolean;
  /** The run's claim on the row (its started_at): a run that lost its claim stores nothing. */
  token: Date;
  /** Why the run is short and what would fix it (docs/diagnosis.md); null or absent when complete. */
  diagnosis?: Diagnosis | null;
}

function describe(outcome: SolveOutcome, metrics: Result['metrics'], lost: number): string {
  const lines = [
    `${outcome.cancelled ? 'Cancelled' : 'Finished'}: ${metrics.scheduled} scheduled, ${metrics.unscheduled} unscheduled, ${metrics.success_rate}% in ${metrics.elapsed_ms} ms.`,
  ];
  if (lost > 0)
    lines.push(`${lost} left unscheduled: their timeslots were taken or deleted during the solve.`);
  for (const [gameId, reason] of Object.entries(outcome.result.unscheduled_reasons)) {
    lines.push(`Unscheduled ${gameId}: ${reason}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The reason a solved game shows when its slot was taken or removed by a hand edit during the solve. */
export const SLOT_CHANGED_DURING_SOLVE =
  'Its timeslot was taken or deleted while the schedule was being solved; schedule it by hand.';
export const SLOT_CHANGED_DURING_SOLVE_DETAIL: Reason = { code: 'unscheduled.slot_changed', params: {} };

/**
 * Stores the games of a finished solve and the final counts in one transaction, under the season's lock
 * (lockSeasons) so no hand edit of the season interleaves. Engine game ids become uuids (bracket references
 * follow them); games the solve received as fixed already exist and are skipped. Hand edits may have taken
 * or deleted a slot the solve used since it started: such games are stored unscheduled with
 * SLOT_CHANGED_DURING_SOLVE rather than failing the save (docs/schedules.md). Only a run that still holds the
 * row stores anything (running, same started_at, row locked until commit): a run whose worker was presumed
 * gone and whose schedule another worker took stores nothing. Answers whether it stored.
 */
export async function saveSolveResult(db: Database, outcome: SolveOutcome): Promise<boolean> {
  const { result, scheduleId } = outcome;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ seasonId: schedules.seasonId })
      .from(schedules)
      .where(eq(schedules.id, scheduleId));
    if (!owner) return false; // deleted while it was being solved
    await lockSeasons(tx, [owner.seasonId]);
    const held = await tx
      .select({ id: schedules.id })
      .from(schedules)
      .where(heldBy(scheduleId, outcome.token))
      .for('update');
    if (held.length === 0) return false;
    const own = result.games.filter((g) => g.schedule_id === scheduleId);
    const existing = new Set(
      (await tx.select({ id: games.id }).from(games).where(eq(games.scheduleId, scheduleId))).map(
        (g) => g.id,
      ),
    );
    const fresh = own.filter((g) => !(outcome.keepPlaced && existing.has(g.id)));
    const ids = new Map(fresh.map((g) => [g.id as string, randomUUID()]));
    const source = (from: Result['games'][number]['home_from']) =>
      from === null ? null : { game_id: ids.get(from.game_id) ?? from.game_id, take: from.take };
    await tx
      .delete(games)
      .where(
        and(eq(games.scheduleId, scheduleId), outcome.keepPlaced ? isNull(games.timeslotId) : undefined),
      );
    const open = await openSlots(
      tx,
      owner.seasonId,
      fresh.flatMap((g) => (g.timeslot_id ? [g.timeslot_id] : [])),
    );
    let lost = 0;
    const rows = fresh.map((g, position) => {
      const keepsSlot = g.timeslot_id !== null && open.has(g.timeslot_id);
      if (g.timeslot_id !== null && !keepsSlot) lost += 1;
      return {
        id: ids.get(g.id) ?? randomUUID(),
        organizationId: outcome.organizationId,
        scheduleId,
        divisionId: g.division_id,
        homeId: g.home_id,
        visitorId: g.visitor_id,
        timeslotId: keepsSlot ? g.timeslot_id : null,
        round: g.round,
        bracket: g.bracket,
        homeFrom: source(g.home_from),
        visitorFrom: source(g.visitor_from),
        isPractice: g.is_practice,
        unscheduledReason:
          g.timeslot_id === null
            ? (result.unscheduled_reasons[g.id] ?? null)
            : keepsSlot
              ? null
              : SLOT_CHANGED_DURING_SOLVE,
        unscheduledReasonDetail:
          g.timeslot_id === null
            ? (result.unscheduled_details[g.id] ?? null)
            : keepsSlot
              ? null
              : SLOT_CHANGED_DURING_SOLVE_DETAIL,
        position: existing.size + position,
      };
    });
    await insertInBatches(tx, games, rows);
    const scheduled = result.metrics.scheduled - lost;
    const total = result.metrics.scheduled + result.metrics.unscheduled;
    const metrics = {
      ...result.metrics,
      scheduled,
      unscheduled: result.metrics.unscheduled + lost,
      // As the engine counts it (run-search.ts), recounted when slots were lost.
      success_rate:
        lost === 0 ? result.metrics.success_rate : Math.ceil((100 * scheduled) / Math.max(1, total)),
    };
    await tx
      .update(schedules)
      .set({
        status: outcome.cancelled ? 'cancelled' : 'done',
        scheduled: metrics.scheduled,
        bestScheduled: sql`greatest(${schedules.bestScheduled}, ${metrics.scheduled})`,
        remaining: metrics.unscheduled,
        total,
        successRate: metrics.success_rate,
        log: sql`${schedules.log} || ${describe(outcome, metrics, lost)}`,
        diagnosis: metrics.unscheduled > 0 ? (outcome.diagnosis ?? null) : null,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(heldBy(scheduleId, outcome.token));
    return true;
  });
}

/** The row while this run holds it. */
const heldBy = (scheduleId: string, token: Date) =>
  and(eq(schedules.id, scheduleId), eq(schedules.status, 'running'), eq(schedules.startedAt, token));

/** Of the given slots, those still in the season and holding no game (run after the schedule's own are gone). */
async function openSlots(
  tx: Transaction,
  seasonId: string,
  slotIds: readonly string[],
): Promise<Set<string>> {
  if (slotIds.length === 0) return new Set();
  const open = new Set<string>();
  // Batched like insertInBatches, so a large season stays far below the statement parameter limit.
  for (let from = 0; from < slotIds.length; from += 5000) {
    const batch = slotIds.slice(from, from + 5000);
    const stored = await tx
      .select({ id: timeslots.id })
      .from(timeslots)
      .where(and(inArray(timeslots.id, batch), eq(timeslots.seasonId, seasonId)));
    const taken = await tx
      .select({ id: games.timeslotId })
      .from(games)
      .where(inArray(games.timeslotId, batch));
    const takenIds = new Set(taken.map((g) => g.id));
    for (const slot of stored) if (!takenIds.has(slot.id)) open.add(slot.id);
  }
  return open;
}
