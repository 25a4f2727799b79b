import type { LeagueSnapshot, SeasonSnapshot } from '@app/contracts';
import {
  type Database,
  divisions,
  people,
  surfaces,
  teamPeople,
  teams,
  timeConstraints,
  travelConstraints,
  venues,
  venueTeams,
} from '@app/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { divisionRecord } from '../divisions/division-mapper.ts';
import { findLeague } from '../leagues/find-league.ts';
import { personRecord } from '../people/person-mapper.ts';
import { teamRecord } from '../teams/team-mapper.ts';
import { toTeamRole } from '../teams/team-role.ts';
import { timeConstraintRecord } from '../teams/time-constraint-mapper.ts';
import { travelConstraintRecord } from '../teams/travel-constraint-mapper.ts';
import { surfaceRecord, venueRecord } from '../venues/venue-mapper.ts';

/**
 * A league of the organisation as stored rows (404 otherwise): every season with its divisions, teams,
 * people, team roles, venues, surfaces, home venues and constraints. Eleven queries whatever the size; the
 * order of rows does not matter to toLeagueDocument, which orders by content.
 */
export async function loadLeagueSnapshot(
  db: Database,
  params: { organizationId: string; leagueId: string },
): Promise<LeagueSnapshot> {
  const { league, seasons } = await findLeague(db, params);
  const seasonIds = seasons.map((s) => s.id);
  if (seasonIds.length === 0) return { league: { id: league.id, name: league.name }, seasons: [] };
  const [divisionRows, teamRows, personRows, venueRows, surfaceRows] = await Promise.all([
    db
      .select()
      .from(divisions)
      .where(inArray(divisions.seasonId, seasonIds))
      .orderBy(asc(divisions.position)),
    db.select().from(teams).where(inArray(teams.seasonId, seasonIds)).orderBy(asc(teams.position)),
    db.select().from(people).where(inArray(people.seasonId, seasonIds)),
    db.select().from(venues).where(inArray(venues.seasonId, seasonIds)).orderBy(asc(venues.position)),
    db.select().from(surfaces).where(inArray(surfaces.seasonId, seasonIds)).orderBy(asc(surfaces.position)),
  ]);
  const inTeams = (teamId: Parameters<typeof eq>[0]) =>
    and(
      inArray(teams.seasonId, seasonIds),
      eq(teams.organizationId, params.organizationId),
      eq(teamId, teams.id),
    );
  const [roleRows, homeRows, timeRows, travelRows] = await Promise.all([
    db.select({ row: teamPeople }).from(teamPeople).innerJoin(teams, inTeams(teamPeople.teamId)),
    db.select({ row: venueTeams }).from(venueTeams).innerJoin(teams, inTeams(venueTeams.teamId)),
    db
      .select({ row: timeConstraints })
      .from(timeConstraints)
      .innerJoin(teams, inTeams(timeConstraints.teamId)),
    db
      .select({ row: travelConstraints })
      .from(travelConstraints)
      .innerJoin(teams, inTeams(travelConstraints.teamId)),
  ]);
  const seasonOfTeam = new Map(teamRows.map((t) => [t.id, t.seasonId]));
  const bySeason = new Map<string, SeasonSnapshot>(
    seasons.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        divisions: [],
        teams: [],
        people: [],
        team_people: [],
        venues: [],
        surfaces: [],
        home_venues: [],
        time_constraints: [],
        travel_constraints: [],
      },
    ]),
  );
  const of = (seasonId: string | undefined): SeasonSnapshot | undefined =>
    seasonId === undefined ? undefined : bySeason.get(seasonId);
  for (const d of divisionRows) of(d.seasonId)?.divisions.push(divisionRecord(d));
  for (const t of teamRows) of(t.seasonId)?.teams.push(teamRecord(t));
  for (const p of personRows) of(p.seasonId)?.people.push(personRecord(p));
  for (const v of venueRows) of(v.seasonId)?.venues.push(venueRecord(v));
  for (const s of surfaceRows) of(s.seasonId)?.surfaces.push(surfaceRecord(s));
  for (const { row } of roleRows) {
    of(seasonOfTeam.get(row.teamId))?.team_people.push({
      id: row.id,
      team_id: row.teamId,
      person_id: row.personId,
      role: toTeamRole(row.role),
    });
  }
  for (const { row } of homeRows) {
    of(seasonOfTeam.get(row.teamId))?.home_venues.push({
      id: row.id,
      team_id: row.teamId,
      venue_id: row.venueId,
    });
  }
  for (const { row } of timeRows)
    of(seasonOfTeam.get(row.teamId))?.time_constraints.push(timeConstraintRecord(row));
  for (const { row } of travelRows) {
    of(seasonOfTeam.get(row.teamId))?.travel_constraints.push(travelConstraintRecord(row));
  }
  return { league: { id: league.id, name: league.name }, seasons: [...bySeason.values()] };
}
