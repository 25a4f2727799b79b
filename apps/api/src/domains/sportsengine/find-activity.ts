import { type ActivityRow, activities, type Database } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** An activity of the organisation; 404 when missing or another organisation's. */
export async function findActivity(
  db: Database,
  params: { organizationId: string; activityId: string },
): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, params.activityId), eq(activities.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
