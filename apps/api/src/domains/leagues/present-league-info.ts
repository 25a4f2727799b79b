import { isOwnerRole, isPaidPlan, type LeagueInfo, type Organization } from '@app/contracts';
import { isSiteAdmin } from '../../auth/site-admins.ts';
import { toRole } from '../organizations/present-organization.ts';
import { presentUser } from '../users/present-user.ts';
import type { LeagueInfoData, ShellOrganization } from './load-league-info.ts';

const presentShellOrganization = (o: ShellOrganization): Organization => ({
  id: o.id,
  name: o.name,
  role: toRole(o.role),
  plan: o.plan,
  upgraded: isPaidPlan(o.plan),
});

/**
 * League information for the shell; current ids are both null or both set, the season within the league. The
 * user is a site admin only in their own session, never an impersonated one (docs/admin.md).
 */
export function presentLeagueInfo(info: LeagueInfoData, adminEmails: readonly string[]): LeagueInfo {
  return {
    organizations: info.organizations.map(presentShellOrganization),
    current_organization: presentShellOrganization(info.current),
    leagues: info.leagues,
    user: presentUser(
      info.user,
      { isOrgOwner: isOwnerRole(info.current.role), upgraded: isPaidPlan(info.current.plan) },
      {
        siteAdmin: info.impersonator === null && isSiteAdmin(info.user.email, adminEmails),
        impersonator: info.impersonator,
      },
    ),
    current_league_id: info.currentSeason?.league_id ?? null,
    current_season_id: info.currentSeason?.season_id ?? null,
  };
}
