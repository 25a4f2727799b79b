import { type DashboardSearchResponse, personName, SEARCH_RESULTS_PER_GROUP } from '@app/contracts';
import { type Database, divisions, people, schedules, teams, venues } from '@app/db';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * The dashboard search over a season of the organisation (404 otherwise): divisions (name or abbreviation),
 * teams (name, with their division), people (first and last name together) and venues whose names contain
 * `q`, ignoring case, and schedules and tournaments by name; each group in name order and at most
 * SEARCH_RESULTS_PER_GROUP long. Six queries whatever the season's size.
 */
export async function searchSeason(
  db: Database,
  params: { organizationId: string; seasonId: string; q: string },
): Promise<DashboardSearchResponse> {
  const season = await findSeason(db, params);
  const pattern = containsPattern(params.q);
  const fullName = sql`${people.first} || ' ' || ${people.last}`;
  const [divisionRows, teamRows, personRows, venueRows, scheduleRows] = await Promise.all([
    db
      .select({ id: divisions.id, name: divisions.name, color: divisions.color })
      .from(divisions)
      .where(
        and(
          eq(divisions.seasonId, season.id),
          or(ilike(divisions.name, pattern), ilike(divisions.shortcode, pattern)),
        ),
      )
      .orderBy(asc(divisions.name))
      .limit(SEARCH_RESULTS_PER_GROUP),
    db
      .select({ id: teams.id, name: teams.name, division_name: divisions.name })
      .from(teams)
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(and(eq(teams.seasonId, season.id), ilike(teams.name, pattern)))
      .orderBy(asc(teams.name), asc(divisions.name))
      .limit(SEARCH_RESULTS_PER_GROUP),
    db
      .select({ id: people.id, first: people.first, last: people.last })
      .from(people)
      .where(and(eq(people.seasonId, season.id), ilike(fullName, pattern)))
      .orderBy(asc(people.last), asc(people.first))
      .limit(SEARCH_RESULTS_PER_GROUP),
    db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(and(eq(venues.seasonId, season.id), ilike(venues.name, pattern)))
      .orderBy(asc(venues.name))
      .limit(SEARCH_RESULTS_PER_GROUP),
    db
      .select({ id: schedules.id, name: schedules.name, kind: schedules.kind })
      .from(schedules)
      .where(and(eq(schedules.seasonId, season.id), ilike(schedules.name, pattern)))
      .orderBy(asc(schedules.name))
      .limit(SEARCH_RESULTS_PER_GROUP),
  ]);
  return {
    divisions: divisionRows,
    teams: teamRows,
    schedules: scheduleRows.map((r) => ({ id: r.id, name: r.name, is_tournament: r.kind !== 'round' })),
    people: personRows.map((p) => ({ id: p.id, name: personName(p) })),
    venues: venueRows,
  };
}
