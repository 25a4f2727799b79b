import type { Dashboard } from '@app/contracts';
import { json } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';

export const SEASON_ID = '00000000-0000-4000-8000-00000000c001';

/** The dashboard of SEASON_ID with the counts given (the rest zero). */
export function buildDashboard(counts: Partial<Dashboard['counts']> = {}): Dashboard {
  return {
    league: { id: '00000000-0000-4000-8000-00000000b001', name: 'Riverside' },
    season: { id: SEASON_ID, name: 'Spring 2026' },
    counts: {
      divisions: 0,
      teams: 0,
      people: 0,
      venues: 0,
      surfaces: 0,
      timeslots: 0,
      schedules: 0,
      tournaments: 0,
      ...counts,
    },
  };
}

/** Session handlers for a signed-in owner whose current season is SEASON_ID (null: no league yet). */
export function sessionHandlers(seasonId: string | null = SEASON_ID) {
  const user = buildUser();
  return {
    'GET /api/users/self': json(200, user),
    'GET /api/leagues': json(200, { ...buildLeagueInfo(user), current_season_id: seasonId }),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}

/** A file as a file input would hand it over. */
export function textFile(text: string, name: string, type = ''): File {
  return new File([text], name, { type });
}
