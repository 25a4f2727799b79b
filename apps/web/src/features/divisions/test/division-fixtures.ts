import type { Division, Season, SeasonDivision } from '@app/contracts';
import { buildCounts, buildSeason, SEASON_ID } from '../../../test/fixtures.ts';

/** Fixed ids, so handlers and assertions name the same records (the season is the shared SEASON_ID). */
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
  return { id, name, color: '#1E88E5', shortcode: null, is_across: false, across_divisions: [], teams };
}

/** The season page with three plain divisions (U10 has Hawks, U12 has Owls), or the divisions given. */
export function buildDivisionsSeason(divisions?: SeasonDivision[]): Season {
  const list = divisions ?? [
    seasonDivision(U10_ID, 'U10', [{ id: HAWKS_ID, name: 'Hawks' }]),
    seasonDivision(U12_ID, 'U12', [{ id: OWLS_ID, name: 'Owls' }]),
    seasonDivision(U14_ID, 'U14'),
  ];
  return buildSeason({ divisions: list, counts: buildCounts({ divisions: list.length, teams: 2 }) });
}

/** An across-division of U10 and U12, as the season page lists it. */
export const ACROSS_SEASON_DIVISION: SeasonDivision = {
  ...seasonDivision(ACROSS_ID, 'U10/U12'),
  is_across: true,
};
