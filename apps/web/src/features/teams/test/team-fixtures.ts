import type { Season, TimeConstraint } from '@app/contracts';
import { buildCounts, buildSeason } from '../../../test/fixtures.ts';

// Fixed ids, so handlers and assertions name the same records. The team under test is the shared
// buildTeam() (Red Hawks of U10, these ids) in the shared SEASON_ID.

/** The season's only division. */
export const DIVISION_ID = '00000000-0000-4000-8000-00000000d001';
/** The team under test. */
export const TEAM_ID = '00000000-0000-4000-8000-00000000e001';
/** The other team of the division (a cannot-play choice). */
export const OTHER_TEAM_ID = '00000000-0000-4000-8000-00000000e002';

/** The season page with one division of two teams. */
export function buildTeamSeason(overrides: Partial<Season> = {}): Season {
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
          { id: TEAM_ID, name: 'Red Hawks' },
          { id: OTHER_TEAM_ID, name: 'Blue Jays' },
        ],
      },
    ],
    counts: buildCounts({ divisions: 1, teams: 2 }),
    ...overrides,
  });
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
