import type { PublicLeaguePage, PublicWebpage } from '@app/contracts';
import { LEAGUE_ID, SEASON_ID } from '../../../test/fixtures.ts';

export const WEBPAGE_ID = '00000000-0000-4000-8000-00000000e001';
export const OTHER_SEASON_ID = '00000000-0000-4000-8000-00000000c002';

/** The Riverside league's public page: unpublished, not displayed, no season picked yet. */
export function buildLeaguePage(overrides: Partial<PublicLeaguePage> = {}): PublicLeaguePage {
  return {
    id: '00000000-0000-4000-8000-00000000e101',
    league_id: LEAGUE_ID,
    slug: 'riverside',
    name: 'Riverside Soccer',
    published: false,
    display: false,
    season_id: null,
    seasons: [
      { id: SEASON_ID, name: 'Spring 2026' },
      { id: OTHER_SEASON_ID, name: 'Fall 2026' },
    ],
    ...overrides,
  };
}

/** The organisation's public site settings as a new organisation has them (rosters off, first initial). */
export function buildWebpage(overrides: Partial<PublicWebpage> = {}): PublicWebpage {
  return {
    id: WEBPAGE_ID,
    slug: 'riversideyouth',
    slug_claimed: false,
    logo_url: null,
    home_text: '<p>Welcome!</p>',
    show_standings_page: true,
    show_teams_page: true,
    show_schedules_page: true,
    show_scores_page: true,
    show_rosters_page: false,
    roster_names: 'first_initial',
    public_league_page: buildLeaguePage(),
    ...overrides,
  };
}
