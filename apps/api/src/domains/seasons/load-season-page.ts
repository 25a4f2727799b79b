import {
  type Database,
  type DivisionRow,
  divisions,
  type PersonRow,
  people,
  type SeasonRow,
  schedules,
  surfaces,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { personListColumns } from '../people/person-list-columns.ts';
import { findSeason } from './find-season.ts';

/** Name-only rows for the season page's lists. */
export interface NamedRow {
  id: string;
  name: string;
}

/** What /seasons/{id} shows: divisions with their teams, people, venues with surfaces and the record counts. */
export interface SeasonPageData {
  season: SeasonRow;
  divisions: DivisionRow[];
  teams: (NamedRow & { divisionId: string })[];
  people: Pick<PersonRow, 'id' | 'first' | 'last' | 'isPlayer' | 'isCoach' | 'isStaff' | 'isUmpire'>[];
  venues: NamedRow[];
  /** Every surface of the season by position; the venue's list keeps this order. */
  surfaces: (NamedRow & { venueId: string })[];
  timeslotCount: number;
  /** Round robins, and elimination tournaments. */
  scheduleCount: number;
  tournamentCount: number;
}

/**
 * The season page in a fixed seven queries whatever the season's size: lists are name-only, ordered as the
 * screens show them (divisions and teams by position, people by last then first name, venues by position).
 */
export async function loadSeasonPage(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
}): Promise<SeasonPageData> {
  const season = await findSeason(params.db, params);
  const { db } = params;
  const [divisionRows, teamRows, personRows, venueRows, surfaceRows, [timeslotCount], [scheduleCounts]] =
    await Promise.all([
      db
        .select()
        .from(divisions)
        .where(eq(divisions.seasonId, season.id))
        .orderBy(asc(divisions.position), asc(divisions.createdAt), asc(divisions.id)),
      db
        .select({ id: teams.id, name: teams.name, divisionId: teams.divisionId })
        .from(teams)
        .where(eq(teams.seasonId, season.id))
        .orderBy(asc(teams.position), asc(teams.createdAt), asc(teams.id)),
      db
        .select(personListColumns)
        .from(people)
        .where(eq(people.seasonId, season.id))
        .orderBy(asc(people.last), asc(people.first), asc(people.id)),
      db
        .select({ id: venues.id, name: venues.name })
        .from(venues)
        .where(eq(venues.seasonId, season.id))
        .orderBy(asc(venues.position), asc(venues.createdAt), asc(venues.id)),
      db
        .select({ id: surfaces.id, name: surfaces.name, venueId: surfaces.venueId })
        .from(surfaces)
        .where(eq(surfaces.seasonId, season.id))
        .orderBy(asc(surfaces.position), asc(surfaces.id)),
      db
        .select({ n: count() })
        .from(timeslots)
        .where(and(eq(timeslots.seasonId, season.id), eq(timeslots.organizationId, season.organizationId))),
      db
        .select({
          rounds: sql<number>`count(*) filter (where ${schedules.kind} = 'round')::int`,
          tournaments: sql<number>`count(*) filter (where ${schedules.kind} <> 'round')::int`,
        })
        .from(schedules)
        .where(eq(schedules.seasonId, season.id)),
    ]);
  return {
    season,
    divisions: divisionRows,
    teams: teamRows,
    people: personRows,
    venues: venueRows,
    surfaces: surfaceRows,
    timeslotCount: timeslotCount?.n ?? 0,
    scheduleCount: scheduleCounts?.rounds ?? 0,
    tournamentCount: scheduleCounts?.tournaments ?? 0,
  };
}
