import { type Database, type ScheduleRow, schedules, seasons } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound, unprocessable } from '../../http/http-error.ts';
import type { PlatformSeasonRef } from './platform-types.ts';

/**
 * A schedule of the organisation and the SportsEngine season its season is linked to; 404 when the schedule is
 * missing or another organisation's, 422 when the season is not linked (docs/sportsengine.md, "Exporting": a
 * season is linked by importing it): on `season` for a request, and as a whole sentence on `base` for a
 * running activity, whose message shows it after the failure's prefix.
 */
export async function loadExportTarget(
  db: Database,
  params: { organizationId: string; scheduleId: string; inActivity?: boolean },
): Promise<{ schedule: ScheduleRow; ref: PlatformSeasonRef }> {
  const [row] = await db
    .select({ schedule: schedules, seRef: seasons.seRef })
    .from(schedules)
    .innerJoin(seasons, eq(seasons.id, schedules.seasonId))
    .where(and(eq(schedules.id, params.scheduleId), eq(schedules.organizationId, params.organizationId)));
  if (!row) throw notFound();
  if (!row.seRef) {
    throw unprocessable(
      'season',
      'is not linked to a SportsEngine season; import the season from SportsEngine first',
    );
  }
  return { schedule: row.schedule, ref: row.seRef };
}
