import { personName, type Team, type TeamPerson, type TeamRole } from '@app/contracts';
import type { TeamDetails } from './load-team-details.ts';
import { presentTimeConstraint } from './present-time-constraint.ts';
import { presentTravelConstraint } from './present-travel-constraint.ts';
import { teamRecord } from './team-mapper.ts';
import { toTeamRole } from './team-role.ts';

/**
 * The team page from {@link TeamDetails}: pure, so a list of details (one season's teams) presents without
 * further queries. coaches, staff and players split the team-person entries by role.
 */
export function presentTeam(details: TeamDetails): Team {
  const byRole: Record<TeamRole, TeamPerson[]> = { coach: [], staff: [], player: [] };
  for (const { teamPerson, person } of details.people) {
    const role = toTeamRole(teamPerson.role);
    byRole[role].push({ id: teamPerson.id, role, person: { id: person.id, name: personName(person) } });
  }
  const { team, division } = details;
  return {
    ...teamRecord(team),
    season_id: team.seasonId,
    division,
    division_name: division.name,
    coaches: byRole.coach,
    staff: byRole.staff,
    players: byRole.player,
    home_venues: details.venues.map(({ venue }) => venue),
    venue_teams: details.venues.map(({ venueTeam, venue }) => ({ id: venueTeam.id, venue })),
    time_constraints: details.timeConstraints.map((c) =>
      presentTimeConstraint(c.constraint, c.noPlayTeamName),
    ),
    travel_constraints: details.travelConstraint ? [presentTravelConstraint(details.travelConstraint)] : [],
  };
}
