import { type BlankSchedule, ScheduleConfigSchema } from '@app/contracts';
import { type Database, divisions, type ScheduleRow, schedules, timeslots } from '@app/db';
import { and, eq, max, min } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';

/** `POST /api/schedules/blank`: a finished schedule without games, for building one by hand. */
export async function createBlankSchedule(
  scope: { db: Database; organizationId: string },
  input: BlankSchedule,
): Promise<ScheduleRow> {
  const { db, organizationId } = scope;
  await findSeason(db, { organizationId, seasonId: input.season_id });
  const [division] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.id, input.division_id),
        eq(divisions.seasonId, input.season_id),
        eq(divisions.organizationId, organizationId),
      ),
    );
  if (!division) throw notFound();
  // The blank schedule's dates span the season's slots, so a dry run never calls a slot out of range.
  const [span] = await db
    .select({ first: min(timeslots.start), last: max(timeslots.finish) })
    .from(timeslots)
    .where(eq(timeslots.seasonId, input.season_id));
  const today = new Date().toISOString().slice(0, 10);
  const config = ScheduleConfigSchema.parse({
    schedule_start: span?.first?.toISOString().slice(0, 10) ?? today,
    schedule_end: span?.last?.toISOString().slice(0, 10) ?? today,
    max_games_day: 0,
  });
  const now = new Date();
  return db.transaction(async (tx) => {
    await requireRoom(tx, { organizationId, resource: 'schedules', scopeId: input.season_id });
    const [schedule] = await tx
      .insert(schedules)
      .values({
        organizationId,
        seasonId: input.season_id,
        divisionId: input.division_id,
        name: input.name,
        config,
        status: 'done',
        successRate: 100,
        log: 'Blank schedule, built by hand.\n',
        startedAt: now,
        finishedAt: now,
      })
      .returning();
    if (!schedule) throw new Error('insert returned no schedule');
    return schedule;
  });
}
