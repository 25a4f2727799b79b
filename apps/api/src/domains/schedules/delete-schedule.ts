import { type Database, schedules } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** Deletes a schedule of the organisation with its games (cascade), freeing their timeslots; 404 otherwise. */
export async function deleteSchedule(
  db: Database,
  params: { organizationId: string; scheduleId: string },
): Promise<void> {
  const deleted = await db
    .delete(schedules)
    .where(and(eq(schedules.id, params.scheduleId), eq(schedules.organizationId, params.organizationId)))
    .returning({ id: schedules.id });
  if (deleted.length === 0) throw notFound();
}
