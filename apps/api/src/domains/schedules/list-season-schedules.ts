import { type Database, games, type ScheduleRow, schedules } from '@app/db';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { findSeason } from '../seasons/find-season.ts';

export interface ScheduleWithCounts {
  schedule: ScheduleRow;
  scheduledCount: number;
  unscheduledCount: number;
}

/** Counts of placed and unplaced games per schedule, in one grouped query. */
export async function countScheduleGames(
  db: Database,
  scheduleIds: readonly string[],
): Promise<Map<string, { scheduled: number; unscheduled: number }>> {
  const counts = new Map(scheduleIds.map((id) => [id, { scheduled: 0, unscheduled: 0 }]));
  if (scheduleIds.length === 0) return counts;
  const rows = await db
    .select({ scheduleId: games.scheduleId, unplaced: isNull(games.timeslotId), n: count() })
    .from(games)
    .where(inArray(games.scheduleId, [...scheduleIds]))
    .groupBy(games.scheduleId, isNull(games.timeslotId));
  for (const row of rows) {
    const entry = counts.get(row.scheduleId);
    if (!entry) continue;
    if (row.unplaced) entry.unscheduled = Number(row.n);
    else entry.scheduled = Number(row.n);
  }
  return counts;
}

/** Every schedule and tournament of a season of the organisation (404 otherwise), oldest first. */
export async function listSeasonSchedules(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<ScheduleWithCounts[]> {
  await findSeason(db, params);
  const rows = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.seasonId, params.seasonId), eq(schedules.organizationId, params.organizationId)))
    .orderBy(asc(schedules.createdAt));
  const counts = await countScheduleGames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((schedule) => ({
    schedule,
    scheduledCount: counts.get(schedule.id)?.scheduled ?? 0,
    unscheduledCount: counts.get(schedule.id)?.unscheduled ?? 0,
  }));
}
