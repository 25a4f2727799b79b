import { ROLES } from '@app/contracts';
import { useLeagueInfo } from '../../../lib/session.ts';

/** Owners and admins edit names and codes; users only read (the server answers 403 anyway). */
export function useCanManage(): boolean {
  const role = useLeagueInfo().data?.current_organization.role;
  return role === ROLES.owner || role === ROLES.admin;
}
