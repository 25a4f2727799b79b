import { TEAM_ROLES, type TeamRole } from '@app/contracts';

/**
 * A stored team_people.role as the contract's role. The column only ever receives TEAM_ROLES (the API writes
 * nothing else); the fallback exists for the type, not for data.
 */
export const toTeamRole = (role: string): TeamRole => TEAM_ROLES.find((r) => r === role) ?? 'player';
