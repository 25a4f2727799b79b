import { type Person, personName } from '@app/contracts';
import { toTeamRole } from '../teams/team-role.ts';
import type { PersonDetails } from './load-person-details.ts';

/** The person page; empty contact fields are null (the page shows "None"); teams link by team id. */
export function presentPerson({ person, teams }: PersonDetails): Person {
  return {
    id: person.id,
    season_id: person.seasonId,
    first: person.first,
    last: person.last,
    name: personName(person),
    is_coach: person.isCoach,
    is_player: person.isPlayer,
    is_staff: person.isStaff,
    is_umpire: person.isUmpire,
    phone_primary: person.phonePrimary,
    phone_secondary: person.phoneSecondary,
    email_primary: person.emailPrimary,
    email_secondary: person.emailSecondary,
    teams: teams.map(({ team, role }) => ({ id: team.id, name: team.name, role: toTeamRole(role) })),
  };
}
