import { type Database, type ScheduleRow, schedules } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { gameJson, teamsJson, usedTimeslotsJson } from './game-list-json.ts';

/** A schedule row with its games, and the teams and slots they use, as JSON text (ScheduleDetailSchema's). */
export interface ScheduleDetailRows {
  schedule: ScheduleRow;
  scheduled: number;
  unscheduled: number;
  games: string;
  teams: string;
  timeslots: string;
}

const ofSchedule = sql`g.schedule_id = schedules.id`;

/*
 * The schedule found in the caller's organisation with its games (by their schedule index) and the teams and
 * slots they use, in one named prepared statement whatever the size; the lists come as JSON text.
 */
const readScheduleDetail = preparedStatement((db: Database) =>
  db
    .select({
      schedule: schedules,
      scheduled: sql<number>`(select count(*)::int from games g where ${ofSchedule} and g.timeslot_id is not null)`,
      unscheduled: sql<number>`(select count(*)::int from games g where ${ofSchedule} and g.timeslot_id is null)`,
      games: sql<string>`(select coalesce(json_agg(${gameJson} order by g.position, g.id), '[]')::text
        from games g where ${ofSchedule})`,
      teams: teamsJson(
        sql`t.id in (select g.home_id from games g where ${ofSchedule}
          union select g.visitor_id from games g where ${ofSchedule})`,
        sql`t.position, t.name, t.id`,
      ),
      timeslots: usedTimeslotsJson(ofSchedule),
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.id, sql.placeholder('scheduleId')),
        eq(schedules.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('load_schedule_detail'),
);

/** A schedule of the organisation with its games, teams and slots; 404 when missing or another organisation's. */
export async function loadScheduleDetail(
  db: Database,
  params: { organizationId: string; scheduleId: string },
): Promise<ScheduleDetailRows> {
  const [row] = await readScheduleDetail(db).execute(params);
  if (!row) throw notFound();
  return row;
}
