import { type Database, type ScheduleRow, schedules } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** Renames a schedule of the organisation (404 otherwise). */
export async function renameSchedule(
  db: Database,
  params: { organizationId: string; scheduleId: string; name: string },
): Promise<ScheduleRow> {
  const [row] = await db
    .update(schedules)
    .set({ name: params.name })
    .where(and(eq(schedules.id, params.scheduleId), eq(schedules.organizationId, params.organizationId)))
    .returning();
  if (!row) throw notFound();
  return row;
}
