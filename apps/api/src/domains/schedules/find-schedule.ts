import { type Database, type ScheduleRow, schedules, type Transaction } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** A schedule of the organisation; 404 when missing or another organisation's. */
export async function findSchedule(
  db: Database | Transaction,
  params: { organizationId: string; scheduleId: string },
): Promise<ScheduleRow> {
  const [schedule] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, params.scheduleId), eq(schedules.organizationId, params.organizationId)))
    .limit(1);
  if (!schedule) throw notFound();
  return schedule;
}
