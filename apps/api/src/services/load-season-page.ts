import {
  type Database,
  type DivisionRow,
  divisions,
  type PersonRow,
  people,
  type SeasonRow,
  surfaces,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { findSeason } from './find-season.ts';

/** Name-only rows for the season page's lists. */
export interface NamedRow {
  id: string;
  name: string;
}

/** What /seasons/{id} shows: divisions with their teams, people, venues and the record counts. */
export interface SeasonPageData {
  season: SeasonRow;
  divisions: DivisionRow[];
  teams: (NamedRow & { divisionId: string })[];
  people: Pick<PersonRow, 'id' | 'first' | 'last' | 'isPlayer' | 'isCoach' | 'isStaff' | 'isUmpire'>[];
  venues: NamedRow[];
  surfaceCount: number;
  timeslotCount: number;
}

/**
 * The season page in a fixed six queries whatever the season's size: lists are name-only, ordered as the
 * screens show them (divisions and teams by position, people by last then first name, venues by position).
 */
export async function loadSeasonPage(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
}): Promise<SeasonPageData> {
  const season = await findSeason(params.db, params);
  const { db } = params;
  const [divisionRows, teamRows, personRows, venueRows, [surfaceCount], [timeslotCount]] = await Promise.all([
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
      .select({
        id: people.id,
        first: people.first,
        last: people.last,
        isPlayer: people.isPlayer,
        isCoach: people.isCoach,
        isStaff: people.isStaff,
        isUmpire: people.isUmpire,
      })
      .from(people)
      .where(eq(people.seasonId, season.id))
      .orderBy(asc(people.last), asc(people.first), asc(people.id)),
    db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(eq(venues.seasonId, season.id))
      .orderBy(asc(venues.position), asc(venues.createdAt), asc(venues.id)),
    db.select({ n: count() }).from(surfaces).where(eq(surfaces.seasonId, season.id)),
    db
      .select({ n: count() })
      .from(timeslots)
      .where(and(eq(timeslots.seasonId, season.id), eq(timeslots.organizationId, season.organizationId))),
  ]);
  return {
    season,
    divisions: divisionRows,
    teams: teamRows,
    people: personRows,
    venues: venueRows,
    surfaceCount: surfaceCount?.n ?? 0,
    timeslotCount: timeslotCount?.n ?? 0,
  };
}
