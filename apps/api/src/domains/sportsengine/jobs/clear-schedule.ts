import { games, schedules } from '@app/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { unprocessable } from '../../../http/http-error.ts';
import { sportsengineClientFor } from '../connection.ts';
import { loadExportTarget } from '../load-export-target.ts';
import type { ActivityHandler } from './activity-handlers.ts';

/**
 * Deletes a schedule's events on SportsEngine (kind `clear`; docs/sportsengine.md, "Deleting"): every game with
 * an event id has its event deleted and the id cleared at once, in a write of its own, so a run interrupted part
 * way and run again deletes only what is left. With `params.delete_schedule` (`DELETE /api/schedules/{id}?se=1`)
 * the schedule itself is deleted here once every event is gone, in the same transaction that ends the activity.
 */
export const clearSchedule: ActivityHandler = async (row, context, { db, sportsengine }) => {
  const organizationId = row.organizationId;
  const scheduleId = row.scheduleId;
  if (!scheduleId) throw unprocessable('base', 'The activity names no schedule');
  const { ref } = await loadExportTarget(db, { organizationId, scheduleId, inActivity: true });
  const synced = await db
    .select({ id: games.id, seId: games.seId })
    .from(games)
    .where(
      and(eq(games.scheduleId, scheduleId), eq(games.organizationId, organizationId), isNotNull(games.seId)),
    )
    .orderBy(asc(games.position), asc(games.id));
  const client = await sportsengineClientFor(db, sportsengine, organizationId);
  const result = { deleted: 0 };
  await context.progress({ total: synced.length, progress: 0 });
  for (const game of synced) {
    context.stopIfShuttingDown();
    if (game.seId) await client.deleteEvent(ref, game.seId);
    await db
      .update(games)
      .set({ seId: null })
      .where(and(eq(games.id, game.id), eq(games.seId, game.seId ?? '')));
    result.deleted += 1;
    // Throws once the activity was cancelled: what was deleted so far stays deleted, nothing more is.
    await context.progress({ progress: result.deleted, result });
  }
  const deleteSchedule = row.params.delete_schedule === true;
  await context.saveUnlessCancelled(() =>
    db.transaction(async (tx) => {
      if (deleteSchedule) {
        await tx
          .delete(schedules)
          .where(and(eq(schedules.id, scheduleId), eq(schedules.organizationId, organizationId)));
      } else {
        await tx.update(schedules).set({ seExportedAt: null }).where(eq(schedules.id, scheduleId));
      }
      await context.succeed({ progress: result.deleted, result }, tx);
    }),
  );
};
