import type { LeagueInfo } from '@app/contracts';
import { buildLeagueInfo, buildUser, LEAGUE_ID, SEASON_ID } from '../../../test/fixtures.ts';

/** League information of an owner: no leagues, or Riverside with Spring 2026 current. */
export function buildInfo({ hasLeague }: { hasLeague: boolean }): LeagueInfo {
  const user = buildUser();
  if (!hasLeague) return { ...buildLeagueInfo(user), current_league_id: null, current_season_id: null };
  return {
    ...buildLeagueInfo(user),
    leagues: [{ id: LEAGUE_ID, name: 'Riverside', seasons: [{ id: SEASON_ID, name: 'Spring 2026' }] }],
    current_league_id: LEAGUE_ID,
    current_season_id: SEASON_ID,
  };
}
