import type { Season, Venue } from '@app/contracts';
import { json } from '../../../test/fetch-mock.ts';
import { buildCounts, buildSeason, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';

/** Fixed ids, so handlers and assertions name the same records (the season is the shared SEASON_ID). */
/** The venue under test. */
export const VENUE_ID = '00000000-0000-4000-8000-0000000a0001';
/** The venue's two saved surfaces, Field 1 and Field 2. */
export const SURFACE_IDS = [
  '00000000-0000-4000-8000-0000000a1001',
  '00000000-0000-4000-8000-0000000a1002',
] as const;

/** A venue with an address, coordinates and two surfaces; override what a test is about. */
export function buildVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: VENUE_ID,
    season_id: SEASON_ID,
    name: 'North Field',
    shortcode: null,
    longcode: null,
    notes: 'Gate code 1234',
    priority: 2,
    is_neutral: false,
    force_neutral: false,
    color: null,
    has_address: true,
    address: {
      formatted: '100 Main St, Springfield, IL 62701, USA',
      line_1: '100 Main St',
      line_2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'USA',
      latitude: 39.8,
      longitude: -89.65,
      link: 'https://www.openstreetmap.org/?mlat=39.8&mlon=-89.65#map=15/39.8/-89.65',
      phone_primary: '555-0100',
      phone_secondary: null,
      email_primary: null,
      email_secondary: null,
    },
    surfaces: SURFACE_IDS.map((id, index) => ({
      id,
      name: `Field ${index + 1}`,
      shortcode: null,
      longcode: null,
      notes: null,
      priority: 0,
    })),
    home_teams: [{ id: '00000000-0000-4000-8000-00000000e001', name: 'Red Hawks' }],
    distances: [
      {
        from_id: VENUE_ID,
        to_id: '00000000-0000-4000-8000-0000000a0002',
        from: 'North Field',
        to: 'Lake Park',
        miles: 3.1,
        kilometers: 5,
      },
    ],
    ...overrides,
  };
}

/** Session, config and CSRF handlers for an owner whose current season is SEASON_ID. */
export function venueSessionHandlers({ hasGeocoder = false }: { hasGeocoder?: boolean } = {}) {
  return {
    ...sessionHandlers(),
    'GET /api/config': json(200, {
      map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
      league_management_url: 'https://league-management.test/sign-up',
      map_attribution: 'Test tiles',
      has_geocoder: hasGeocoder,
    }),
  };
}

/** The season's one division and its two teams; Red Hawks has VENUE_ID as home in buildVenue. */
export const DIVISION_ID = '00000000-0000-4000-8000-00000000d001';
export const HAWKS_ID = '00000000-0000-4000-8000-00000000e001';
export const JAYS_ID = '00000000-0000-4000-8000-00000000e002';

/** The season page: one division of two teams, and this venue. */
export function buildVenueSeason(): Season {
  return buildSeason({
    divisions: [
      {
        id: DIVISION_ID,
        name: 'U10',
        color: '#1E88E5',
        shortcode: null,
        is_across: false,
        across_divisions: [],
        teams: [
          { id: HAWKS_ID, name: 'Red Hawks' },
          { id: JAYS_ID, name: 'Blue Jays' },
        ],
      },
    ],
    venues: [{ id: VENUE_ID, name: 'North Field', surfaces: [] }],
    counts: buildCounts({ divisions: 1, teams: 2, venues: 1, surfaces: 2 }),
  });
}
