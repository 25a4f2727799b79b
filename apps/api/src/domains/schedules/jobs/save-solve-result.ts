import { randomUUID } from 'node:crypto';
import { type Database, games, schedules } from '@app/db';
import type { Result } from '@app/engine';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { insertInBatches } from '../../../lib/insert-in-batches.ts';

/** A solve's outcome as it is stored: done, or cancelled (the best result so far is kept either way). */
export interface SolveOutcome {
  scheduleId: string;
  organizationId: string;
  result: Result;
  cancelled: boolean;
  /** The schedule's placed games were fixed in the solve and stay as they are. */
  keepPlaced: boolean;
  /** The run's claim on the row (its started_at): a run that lost its claim stores nothing. */
  token: Date;
}

function describe(outcome: SolveOutcome): string {
  const { metrics } = outcome.result;
  const lines = [
    `${outcome.cancelled ? 'Cancelled' : 'Finished'}: ${metrics.scheduled} scheduled, ${metrics.unscheduled} unscheduled, ${metrics.success_rate}% in ${metrics.elapsed_ms} ms.`,
  ];
  for (const [gameId, reason] of Object.entries(outcome.result.unscheduled_reasons)) {
    lines.push(`Unscheduled ${gameId}: ${reason}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Stores the games of a finished solve and the final counts in one transaction. Engine game ids become
 * uuids (bracket references follow them); games the solve received as fixed already exist and are skipped.
 * The row is updated first, only while this run still holds it (running, same started_at): a run whose worker
 * was presumed gone and whose schedule another worker took stores nothing. Answers whether it stored.
 */
export async function saveSolveResult(db: Database, outcome: SolveOutcome): Promise<boolean> {
  const { result, scheduleId } = outcome;
  const own = result.games.filter((g) => g.schedule_id === scheduleId);
  const existing = new Set(
    (await db.select({ id: games.id }).from(games).where(eq(games.scheduleId, scheduleId))).map((g) => g.id),
  );
  const fresh = own.filter((g) => !(outcome.keepPlaced && existing.has(g.id)));
  const ids = new Map(fresh.map((g) => [g.id as string, randomUUID()]));
  const source = (from: Result['games'][number]['home_from']) =>
    from === null ? null : { game_id: ids.get(from.game_id) ?? from.game_id, take: from.take };
  const rows = fresh.map((g, position) => ({
    id: ids.get(g.id) ?? randomUUID(),
    organizationId: outcome.organizationId,
    scheduleId,
    divisionId: g.division_id,
    homeId: g.home_id,
    visitorId: g.visitor_id,
    timeslotId: g.timeslot_id,
    round: g.round,
    bracket: g.bracket,
    homeFrom: source(g.home_from),
    visitorFrom: source(g.visitor_from),
    isPractice: g.is_practice,
    unscheduledReason: g.timeslot_id === null ? (result.unscheduled_reasons[g.id] ?? null) : null,
    position: existing.size + position,
  }));
  const { metrics } = result;
  return db.transaction(async (tx) => {
    const held = await tx
      .update(schedules)
      .set({
        status: outcome.cancelled ? 'cancelled' : 'done',
        scheduled: metrics.scheduled,
        bestScheduled: sql`greatest(${schedules.bestScheduled}, ${metrics.scheduled})`,
        remaining: metrics.unscheduled,
        total: metrics.scheduled + metrics.unscheduled,
        successRate: metrics.success_rate,
        log: sql`${schedules.log} || ${describe(outcome)}`,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(schedules.id, scheduleId),
          eq(schedules.status, 'running'),
          eq(schedules.startedAt, outcome.token),
        ),
      )
      .returning({ id: schedules.id });
    if (held.length === 0) return false;
    await tx
      .delete(games)
      .where(
        and(eq(games.scheduleId, scheduleId), outcome.keepPlaced ? isNull(games.timeslotId) : undefined),
      );
    await insertInBatches(tx, games, rows);
    return true;
  });
}
