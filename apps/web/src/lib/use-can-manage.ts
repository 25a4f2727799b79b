import { ROLES } from '@app/contracts';
import { useLeagueInfo } from './session.ts';

/** Owners and admins change the league structure; users only read (the server answers 403 anyway). */
export function useCanManage(): boolean {
  const role = useLeagueInfo().data?.current_organization.role;
  return role === ROLES.owner || role === ROLES.admin;
}
