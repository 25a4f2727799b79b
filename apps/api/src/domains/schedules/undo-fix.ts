import type { GameRow } from '@app/db';
import {
  type Database,
  type FixApplicationRow,
  fixApplications,
  gameChanges,
  games,
  schedules,
  timeConstraints,
  timeslots,
  travelConstraints,
  venueTeams,
} from '@app/db';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../http/http-error.ts';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { lockSchedule } from '../games/editable-games.ts';
import { setChangeCause, writeGameSlots } from '../replans/write-game-slots.ts';
import type { FixUndo } from './apply-fix.ts';

export const FIX_CHANGED_SINCE =
  'The schedule changed since this fix was applied (a later run, fix, re-plan or hand edit); it can no longer be undone';

/** A fix application of the organisation; 404 when missing or another organisation's. */
export async function findFixApplication(
  db: Database,
  params: { organizationId: string; fixApplicationId: string },
): Promise<FixApplicationRow> {
  const [row] = await db
    .select()
    .from(fixApplications)
    .where(
      and(
        eq(fixApplications.id, params.fixApplicationId),
        eq(fixApplications.organizationId, params.organizationId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** Dates come back from jsonb as strings: the columns that hold instants are made dates again. */
const revive = <T extends { createdAt: Date }>(row: T): T => ({ ...row, createdAt: new Date(row.createdAt) });

/**
 * Undoes an applied fix (docs/diagnosis.md#the-api) in one transaction under the season's lock: the games the
 * run that followed it added go, the games it replaced come back, every game returns to its slot, the created
 * slots are deleted, and the setting or rule and the schedule's counts and diagnosis are put back. 409 when
 * the schedule is being solved, or has changed since (a later run, fix or re-plan supersedes the application;
 * a hand move of one of its games counts too).
 */
export async function undoFix(
  db: Database,
  params: { organizationId: string; fixApplicationId: string },
): Promise<FixApplicationRow> {
  const found = await findFixApplication(db, params);
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, {
      organizationId: params.organizationId,
      scheduleId: found.scheduleId,
    });
    const [row] = await tx
      .select()
      .from(fixApplications)
      .where(eq(fixApplications.id, found.id))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'applied') throw conflict('status', 'is already undone');
    if (schedule.status === 'queued' || schedule.status === 'running') {
      throw conflict('base', 'the run this fix started is still going; wait for it to finish');
    }
    if (row.supersededAt) throw conflict('base', FIX_CHANGED_SINCE);
    const edited = await tx
      .select({ id: gameChanges.id })
      .from(gameChanges)
      .innerJoin(games, eq(games.id, gameChanges.gameId))
      .where(
        and(
          eq(games.scheduleId, schedule.id),
          gt(gameChanges.createdAt, row.appliedAt),
          or(isNull(gameChanges.fixApplicationId), ne(gameChanges.fixApplicationId, row.id)),
        ),
      )
      .limit(1);
    if (edited.length > 0) throw conflict('base', FIX_CHANGED_SINCE);
    const undo = row.undo as FixUndo;
    await setChangeCause(tx, { cause: 'fix', fixApplicationId: row.id });
    const before = new Map(undo.slots.map((g) => [g.id, g.timeslot_id]));
    const now = await tx
      .select({ id: games.id, timeslotId: games.timeslotId })
      .from(games)
      .where(eq(games.scheduleId, schedule.id));
    const added = now.filter((g) => !before.has(g.id)).map((g) => g.id);
    for (let from = 0; from < added.length; from += 5000) {
      await tx.delete(games).where(inArray(games.id, added.slice(from, from + 5000)));
    }
    // Games still there go back to their slots first, then the games the run replaced come back as they were
    // (their slots are free again once the run's games are gone).
    await writeGameSlots(
      tx,
      now
        .filter((g) => before.has(g.id))
        .map((g) => ({ gameId: g.id, from: g.timeslotId, to: before.get(g.id) ?? null })),
    );
    const present = new Set(now.map((g) => g.id));
    await insertInBatches(
      tx,
      games,
      undo.games.filter((g) => !present.has(g.id)).map((g) => revive(g as GameRow)),
    );
    if (row.createdTimeslotIds.length > 0) {
      await tx.delete(timeslots).where(inArray(timeslots.id, row.createdTimeslotIds));
    }
    await insertInBatches(tx, timeConstraints, undo.timeConstraints.map(revive));
    await insertInBatches(tx, travelConstraints, undo.travelConstraints);
    await insertInBatches(tx, venueTeams, undo.homeVenues);
    await tx
      .update(schedules)
      .set({
        config: undo.schedule.config,
        scheduled: undo.schedule.scheduled,
        bestScheduled: undo.schedule.bestScheduled,
        remaining: undo.schedule.remaining,
        total: undo.schedule.total,
        successRate: undo.schedule.successRate,
        diagnosis: undo.schedule.diagnosis,
        log: sql`${schedules.log} || ${'Fix undone: games, slots and settings are as before it.\n'}`,
      })
      .where(eq(schedules.id, schedule.id));
    const [undone] = await tx
      .update(fixApplications)
      .set({ status: 'undone', undoneAt: sql`now()` })
      .where(eq(fixApplications.id, row.id))
      .returning();
    if (!undone) throw new Error('fix application vanished while undone');
    return undone;
  });
}
