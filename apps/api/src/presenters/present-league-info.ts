import type { LeagueInfo } from '@app/contracts';
import type { LeagueInfoData } from '../services/load-league-info.ts';
import { presentLeagueSummary } from './present-league.ts';
import { presentOrganization } from './present-organization.ts';
import { presentUser } from './present-user.ts';

/** League information for the shell; current ids are both null or both set, the season within the league. */
export function presentLeagueInfo(info: LeagueInfoData): LeagueInfo {
  return {
    organizations: info.organizations.map((o) => presentOrganization(o.organization, o.role)),
    current_organization: presentOrganization(info.current.organization, info.current.role),
    leagues: info.leagues.map(presentLeagueSummary),
    user: presentUser(info.user, info.current.role === 1),
    current_league_id: info.currentSeason?.league_id ?? null,
    current_season_id: info.currentSeason?.season_id ?? null,
  };
}
