import type { Dashboard, LeagueInfo, SeasonCounts } from '@app/contracts';
import { json } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';

export const LEAGUE_ID = '00000000-0000-4000-8000-00000000b001';
export const SEASON_ID = '00000000-0000-4000-8000-00000000c001';

const ZERO: SeasonCounts = {
  divisions: 0,
  teams: 0,
  people: 0,
  venues: 0,
  surfaces: 0,
  timeslots: 0,
  schedules: 0,
  tournaments: 0,
};

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

/** The dashboard answer of Spring 2026 with the counts given (others zero). */
export function buildDashboard(counts: Partial<SeasonCounts> = {}): Dashboard {
  return {
    league: { id: LEAGUE_ID, name: 'Riverside' },
    season: { id: SEASON_ID, name: 'Spring 2026' },
    counts: { ...ZERO, ...counts },
  };
}

/** Session handlers for a signed-in owner whose league information is `info`. */
export function sessionHandlers(info: LeagueInfo) {
  return {
    'GET /api/users/self': json(200, info.user),
    'GET /api/leagues': json(200, info),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}
