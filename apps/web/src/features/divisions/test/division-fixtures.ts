import type { Division, Season, SeasonDivision } from '@app/contracts';
import { json } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';

/** Fixed ids, so handlers and assertions name the same records. */
export const SEASON_ID = '00000000-0000-4000-8000-00000000c001';
export const U10_ID = '00000000-0000-4000-8000-00000000d001';
export const U12_ID = '00000000-0000-4000-8000-00000000d002';
export const U14_ID = '00000000-0000-4000-8000-00000000d003';
export const ACROSS_ID = '00000000-0000-4000-8000-00000000d004';
export const HAWKS_ID = '00000000-0000-4000-8000-00000000e001';
export const OWLS_ID = '00000000-0000-4000-8000-00000000e002';

/** A plain division of the season with one team; override what a test is about. */
export function buildDivision(overrides: Partial<Division> = {}): Division {
  return {
    id: U10_ID,
    season_id: SEASON_ID,
    name: 'U10',
    shortcode: 'U10',
    longcode: null,
    se_id: null,
    se_mapping_code: null,
    color: '#1E88E5',
    is_across: false,
    across_divisions: [],
    teams: [{ id: HAWKS_ID, name: 'Hawks' }],
    schedules: [],
    tournaments: [],
    ...overrides,
  };
}

function seasonDivision(id: string, name: string, teams: SeasonDivision['teams'] = []): SeasonDivision {
  return { id, name, color: '#1E88E5', shortcode: null, is_across: false, teams };
}

/** The season page with three plain divisions (U10 has Hawks, U12 has Owls), or the divisions given. */
export function buildSeason(divisions?: SeasonDivision[]): Season {
  const list = divisions ?? [
    seasonDivision(U10_ID, 'U10', [{ id: HAWKS_ID, name: 'Hawks' }]),
    seasonDivision(U12_ID, 'U12', [{ id: OWLS_ID, name: 'Owls' }]),
    seasonDivision(U14_ID, 'U14'),
  ];
  return {
    id: SEASON_ID,
    name: 'Spring 2026',
    league_id: '00000000-0000-4000-8000-00000000b001',
    se_id: null,
    se_imported: false,
    divisions: list,
    people: [],
    venues: [],
    counts: {
      divisions: list.length,
      teams: 2,
      people: 0,
      venues: 0,
      surfaces: 0,
      timeslots: 0,
      schedules: 0,
      tournaments: 0,
    },
  };
}

/** An across-division of U10 and U12, as the season page lists it. */
export const ACROSS_SEASON_DIVISION: SeasonDivision = {
  ...seasonDivision(ACROSS_ID, 'U10/U12'),
  is_across: true,
};

/** Session handlers for a signed-in owner whose current season is SEASON_ID. */
export function sessionHandlers() {
  const user = buildUser();
  return {
    'GET /api/users/self': json(200, user),
    'GET /api/leagues': json(200, { ...buildLeagueInfo(user), current_season_id: SEASON_ID }),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}
