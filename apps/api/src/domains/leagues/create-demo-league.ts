import {
  type LeagueSeasonIds,
  type ScheduleConfig,
  type ScheduleConfigInput,
  ScheduleConfigSchema,
} from '@app/contracts';
import { type Database, divisions, type UserRow } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { addDaysToDate, zonedWallClock } from '../../lib/time-zone.ts';
import { createSchedule } from '../schedules/create-schedule.ts';
import { runScheduleNow } from '../schedules/jobs/run-schedule-now.ts';
import { deleteLeague } from './delete-league.ts';
import { DEMO_TIMEZONE, demoLeagueDocument, demoSaturdays } from './demo-league-document.ts';
import { importLeague } from './import-league.ts';

/** The lease of a schedule row between its insert and its run here (runScheduleNow claims it at once). */
const QUEUED_LEASE_MS = 30_000;

/** One schedule of the sample season: its division by position (0: U10, 1: U12, 2: U14), name and settings. */
interface DemoSchedule {
  division: number;
  name: string;
  config: ScheduleConfigInput;
}

/**
 * The sample season's schedules, in the order they are solved: a single round robin per division over the
 * first eight weekends, one game a weekend per team, each solved around the ones before, then a
 * single-elimination cup of the U14s on the last two weekends. Every team plays at most once a day (the form's
 * default).
 */
function demoSchedules(today: string): DemoSchedule[] {
  const saturdays = demoSaturdays(today);
  const saturday = (week: number) => saturdays[week] ?? today;
  const league = (division: number, name: string): DemoSchedule => ({
    division,
    name,
    config: {
      style: 'round',
      argument: 'rounds',
      count: 1,
      // One game a weekend, as a weekend league plays: seven rounds over eight weekends.
      max_games_week: 1,
      schedule_start: saturday(0),
      schedule_end: addDaysToDate(saturday(7), 1),
    },
  });
  return [
    league(0, 'U10 Boys league'),
    league(1, 'U12 Girls league'),
    league(2, 'U14 Coed league'),
    {
      division: 2,
      name: 'U14 Cup',
      config: {
        style: 'single',
        schedule_start: saturday(8),
        schedule_end: addDaysToDate(saturday(saturdays.length - 1), 1),
      },
    },
  ];
}

/**
 * The sample league (see demoLeagueDocument) as a new league of the organisation; it becomes the user's
 * current league and season. Each call adds another copy, numbered "(2)", "(3)", … after the first. Unless
 * `structureOnly`, its season has ten weekends of timeslots from the first Saturday after `now`, and its
 * schedules (demoSchedules) are stored and solved here, one after another, as runs of the app
 * (runScheduleNow), so the league opens on a full calendar and game table. The import is one transaction;
 * should a run then fail, the league is deleted again, so the caller gets all of it or nothing
 * (docs/leagues.md).
 */
export async function createDemoLeague(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  structureOnly?: boolean;
  now?: Date;
}): Promise<LeagueSeasonIds> {
  const { db, organizationId } = params;
  const today = zonedWallClock(params.now ?? new Date(), DEMO_TIMEZONE).date;
  const withPlay = !params.structureOnly;
  const ids = await importLeague({
    db,
    user: params.user,
    organizationId,
    document: demoLeagueDocument({ today, timeslots: withPlay }),
  });
  if (!withPlay) return ids;
  try {
    const divisionIds = (
      await db
        .select({ id: divisions.id })
        .from(divisions)
        .where(eq(divisions.seasonId, ids.season.id))
        .orderBy(asc(divisions.position))
    ).map((d) => d.id);
    for (const plan of demoSchedules(today)) {
      const divisionId = divisionIds[plan.division];
      if (!divisionId) throw new Error(`the sample league has no division ${plan.division}`);
      const config: ScheduleConfig = ScheduleConfigSchema.parse(plan.config);
      const schedule = await createSchedule(db, {
        organizationId,
        input: { season_id: ids.season.id, division_id: divisionId, name: plan.name, config },
        leaseUntil: new Date(Date.now() + QUEUED_LEASE_MS),
      });
      await runScheduleNow(db, schedule);
    }
  } catch (error) {
    await deleteLeague({ db, organizationId, leagueId: ids.league.id });
    throw error;
  }
  return ids;
}
