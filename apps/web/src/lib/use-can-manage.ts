import { can } from '@app/contracts';
import { useLeagueInfo } from './session.ts';

/**
 * Whether the caller's role in the current organisation may change things (`manage`: owners and admins;
 * docs/roles.md). Users only read; the server answers 403 anyway, so this only shows or hides controls.
 */
export function useCanManage(): boolean {
  const role = useLeagueInfo().data?.current_organization.role;
  return can(role, 'manage');
}
