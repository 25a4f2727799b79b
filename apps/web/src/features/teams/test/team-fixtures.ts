import type { Season, Team, TimeConstraint } from '@app/contracts';
import { json } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';

/** Fixed ids, so handlers and assertions name the same records. */
export const SEASON_ID = '00000000-0000-4000-8000-00000000c001';
/** The season's only division. */
export const DIVISION_ID = '00000000-0000-4000-8000-00000000d001';
/** The team under test. */
export const TEAM_ID = '00000000-0000-4000-8000-00000000e001';
/** The other team of the division (a cannot-play choice). */
export const OTHER_TEAM_ID = '00000000-0000-4000-8000-00000000e002';

/** A team of the Riverside season with nobody on it and no constraints; override what a test is about. */
export function buildTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: TEAM_ID,
    season_id: SEASON_ID,
    name: 'Red Hawks',
    shortcode: null,
    longcode: null,
    division_id: DIVISION_ID,
    division: { id: DIVISION_ID, name: 'U10', color: '#1E88E5' },
    division_name: 'U10',
    se_id: null,
    se_mapping_code: null,
    coaches: [],
    staff: [],
    players: [],
    home_venues: [],
    venue_teams: [],
    time_constraints: [],
    travel_constraints: [],
    ...overrides,
  };
}

/** The season page with one division of two teams. */
export function buildSeason(overrides: Partial<Season> = {}): Season {
  return {
    id: SEASON_ID,
    name: 'Spring 2026',
    league_id: '00000000-0000-4000-8000-00000000b001',
    se_id: null,
    se_imported: false,
    divisions: [
      {
        id: DIVISION_ID,
        name: 'U10',
        color: '#1E88E5',
        shortcode: null,
        is_across: false,
        teams: [
          { id: TEAM_ID, name: 'Red Hawks' },
          { id: OTHER_TEAM_ID, name: 'Blue Jays' },
        ],
      },
    ],
    people: [],
    venues: [],
    counts: {
      divisions: 1,
      teams: 2,
      people: 0,
      venues: 0,
      surfaces: 0,
      timeslots: 0,
      schedules: 0,
      tournaments: 0,
    },
    ...overrides,
  };
}

/** A stored constraint: weekly Monday, no play between 17:00 and 19:00. */
export function buildTimeConstraint(overrides: Partial<TimeConstraint> = {}): TimeConstraint {
  return {
    id: '00000000-0000-4000-8000-00000000f001',
    team_id: TEAM_ID,
    style: 'weekly',
    type: 1,
    is_all_day: false,
    is_home_only: false,
    weekdays: [1],
    start_date: null,
    end_date: null,
    not_between_start: '17:00',
    not_between_end: '19:00',
    not_before: null,
    not_after: null,
    max_games: null,
    max_travel_home: null,
    max_travel_last: null,
    no_play_team: null,
    no_play_team_name: null,
    ...overrides,
  };
}

/** Session handlers for a signed-in owner whose current season is SEASON_ID. */
export function sessionHandlers() {
  const user = buildUser();
  return {
    'GET /api/users/self': json(200, user),
    'GET /api/leagues': json(200, { ...buildLeagueInfo(user), current_season_id: SEASON_ID }),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}
