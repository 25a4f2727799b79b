import {
  type Database,
  type GameRow,
  games,
  type ScheduleRow,
  surfaces,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { findSchedule } from './find-schedule.ts';

/** A team as game lists name it. */
export interface TeamRef {
  id: string;
  name: string;
  divisionId: string;
}

/** A slot a game sits in, with its venue's and surface's names. */
export interface UsedTimeslot {
  id: string;
  start: Date;
  finish: Date;
  venueId: string;
  venueName: string;
  surfaceId: string;
  surfaceName: string;
}

export interface ScheduleDetailRows {
  schedule: ScheduleRow;
  games: GameRow[];
  teams: TeamRef[];
  timeslots: UsedTimeslot[];
}

/** The slots the games matching `ofGames` sit in, by start, with venue and surface names: one query. */
export function selectUsedTimeslots(db: Database, ofGames: SQL | undefined): Promise<UsedTimeslot[]> {
  return db
    .select({
      id: timeslots.id,
      start: timeslots.start,
      finish: timeslots.finish,
      venueId: timeslots.venueId,
      venueName: venues.name,
      surfaceId: timeslots.surfaceId,
      surfaceName: surfaces.name,
    })
    .from(timeslots)
    .innerJoin(venues, eq(venues.id, timeslots.venueId))
    .innerJoin(surfaces, eq(surfaces.id, timeslots.surfaceId))
    .where(
      inArray(
        timeslots.id,
        db
          .select({ id: games.timeslotId })
          .from(games)
          .where(and(ofGames, isNotNull(games.timeslotId))),
      ),
    )
    .orderBy(asc(timeslots.start));
}

/**
 * A schedule with its games and the teams and slots they use: four queries whatever the size (games by
 * their schedule index; teams and slots by join on the schedule's games, never one query per game).
 */
export async function loadScheduleDetail(
  db: Database,
  params: { organizationId: string; scheduleId: string },
): Promise<ScheduleDetailRows> {
  const schedule = await findSchedule(db, params);
  const ofSchedule = eq(games.scheduleId, schedule.id);
  const [gameRows, slotRows, teamRows] = await Promise.all([
    db.select().from(games).where(ofSchedule).orderBy(asc(games.position)),
    selectUsedTimeslots(db, ofSchedule),
    db
      .select({ id: teams.id, name: teams.name, divisionId: teams.divisionId })
      .from(teams)
      .where(
        inArray(
          teams.id,
          db
            .select({ id: games.homeId })
            .from(games)
            .where(and(ofSchedule, isNotNull(games.homeId)))
            .union(
              db
                .select({ id: games.visitorId })
                .from(games)
                .where(and(ofSchedule, isNotNull(games.visitorId))),
            ),
        ),
      )
      .orderBy(asc(teams.position), asc(teams.name)),
  ]);
  return { schedule, games: gameRows, teams: teamRows, timeslots: slotRows };
}
