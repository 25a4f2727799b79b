import {
  type Database,
  divisions,
  people,
  type TeamPersonRow,
  type TeamRow,
  type TimeConstraintRow,
  type Transaction,
  type TravelConstraintRow,
  teamPeople,
  teams,
  timeConstraints,
  travelConstraints,
  type VenueTeamRow,
  venues,
  venueTeams,
} from '@app/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readAll } from '../../lib/read-all.ts';

/** Everything the team page shows about one team, as rows; presentTeam shapes it. */
export interface TeamDetails {
  team: TeamRow;
  division: { id: string; name: string; color: string };
  people: { teamPerson: TeamPersonRow; person: { id: string; first: string; last: string } }[];
  venues: { venueTeam: VenueTeamRow; venue: { id: string; name: string } }[];
  timeConstraints: { constraint: TimeConstraintRow; noPlayTeamName: string | null }[];
  travelConstraint: TravelConstraintRow | null;
}

/** Which teams: these ids, or every team of a season; always within one organisation. */
export type TeamSelection = { organizationId: string } & (
  | { teamIds: readonly string[] }
  | { seasonId: string }
);

const otherTeam = alias(teams, 'no_play_team');

/**
 * Teams with their division, people, home venues and constraints in five queries however many teams are
 * asked for (no query per team), in position order. Related rows are selected through a join on the same
 * team filter, so a season's 500 teams cost the same five round trips as one team.
 */
export async function loadTeamDetails(
  db: Database | Transaction,
  selection: TeamSelection,
): Promise<TeamDetails[]> {
  if ('teamIds' in selection && selection.teamIds.length === 0) return [];
  const scope: SQL | undefined =
    'teamIds' in selection
      ? and(eq(teams.organizationId, selection.organizationId), inArray(teams.id, [...selection.teamIds]))
      : and(eq(teams.organizationId, selection.organizationId), eq(teams.seasonId, selection.seasonId));
  const [teamRows, personRows, venueRows, constraintRows, travelRows] = await readAll(db, [
    db
      .select({ team: teams, division: { id: divisions.id, name: divisions.name, color: divisions.color } })
      .from(teams)
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(scope)
      .orderBy(asc(divisions.position), asc(teams.position), asc(teams.createdAt), asc(teams.id)),
    db
      .select({
        teamPerson: teamPeople,
        person: { id: people.id, first: people.first, last: people.last },
      })
      .from(teamPeople)
      .innerJoin(teams, eq(teams.id, teamPeople.teamId))
      .innerJoin(people, eq(people.id, teamPeople.personId))
      .where(scope)
      .orderBy(asc(people.last), asc(people.first), asc(teamPeople.id)),
    db
      .select({ venueTeam: venueTeams, venue: { id: venues.id, name: venues.name } })
      .from(venueTeams)
      .innerJoin(teams, eq(teams.id, venueTeams.teamId))
      .innerJoin(venues, eq(venues.id, venueTeams.venueId))
      .where(scope)
      .orderBy(asc(venues.position), asc(venues.name), asc(venueTeams.id)),
    db
      .select({ constraint: timeConstraints, noPlayTeamName: otherTeam.name })
      .from(timeConstraints)
      .innerJoin(teams, eq(teams.id, timeConstraints.teamId))
      .leftJoin(otherTeam, eq(otherTeam.id, timeConstraints.noPlayTeamId))
      .where(scope)
      .orderBy(asc(timeConstraints.createdAt), asc(timeConstraints.id)),
    db
      .select({ travel: travelConstraints })
      .from(travelConstraints)
      .innerJoin(teams, eq(teams.id, travelConstraints.teamId))
      .where(scope),
  ]);
  const details = new Map<string, TeamDetails>();
  for (const { team, division } of teamRows) {
    details.set(team.id, {
      team,
      division,
      people: [],
      venues: [],
      timeConstraints: [],
      travelConstraint: null,
    });
  }
  for (const row of personRows) details.get(row.teamPerson.teamId)?.people.push(row);
  for (const row of venueRows) details.get(row.venueTeam.teamId)?.venues.push(row);
  for (const row of constraintRows) details.get(row.constraint.teamId)?.timeConstraints.push(row);
  for (const { travel } of travelRows) {
    const entry = details.get(travel.teamId);
    if (entry) entry.travelConstraint = travel;
  }
  return [...details.values()];
}

/** One team's details; undefined when it is not a team of the organisation. */
export async function loadOneTeamDetails(
  db: Database | Transaction,
  params: { organizationId: string; teamId: string },
): Promise<TeamDetails | undefined> {
  const [details] = await loadTeamDetails(db, {
    organizationId: params.organizationId,
    teamIds: [params.teamId],
  });
  return details;
}
