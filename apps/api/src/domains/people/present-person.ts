import { type Person, personName } from '@app/contracts';
import { toTeamRole } from '../teams/team-role.ts';
import type { PersonDetails } from './load-person-details.ts';
import { personRecord } from './person-mapper.ts';

/** The person page; empty contact fields are null (the page shows "None"); teams link by team id. */
export function presentPerson({ person, teams }: PersonDetails): Person {
  return {
    ...personRecord(person),
    season_id: person.seasonId,
    name: personName(person),
    teams: teams.map(({ team, role }) => ({ id: team.id, name: team.name, role: toTeamRole(role) })),
  };
}
