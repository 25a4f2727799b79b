import type { PublicLeaguePage, PublicLeagueSite, PublicTeam, PublicWebpage } from '@app/contracts';
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

export const SITE_SEASON_ID = '00000000-0000-4000-8000-00000000c101';
export const HAWKS = '00000000-0000-4000-8000-00000000d001';
export const OWLS = '00000000-0000-4000-8000-00000000d002';

/** A published league site, every section on but rosters. */
export function buildSite(overrides: Partial<PublicLeagueSite> = {}): PublicLeagueSite {
  return {
    organization: {
      name: 'Riverside Youth',
      slug: 'riverside',
      logo_url: null,
      home_text: '<p>Hello <strong>families</strong></p>',
    },
    league: { id: LEAGUE_ID, name: 'Spring Soccer', slug: 'spring', language: 'en' },
    season: { id: SITE_SEASON_ID, name: 'Spring 2027', timezone: 'America/Chicago' },
    sections: { standings: true, schedules: true, scores: true, teams: true, rosters: false },
    leagues: [{ name: 'Spring Soccer', slug: 'spring' }],
    ...overrides,
  };
}

/** A team page: one game and one practice, no roster shown. */
export function buildTeamPage(overrides: Partial<PublicTeam> = {}): PublicTeam {
  const base = {
    division_id: '00000000-0000-4000-8000-00000000a001',
    finish: '2027-03-06T17:30:00.000Z',
    venue: 'North Park',
    surface: 'Field 1',
    home_score: null,
    visitor_score: null,
    overtime: false,
  };
  return {
    season: buildSite().season,
    team: { id: HAWKS, name: 'Hawks', division_id: base.division_id, division: 'U10' },
    roster: null,
    games: [
      {
        ...base,
        id: '00000000-0000-4000-8000-00000000f002',
        start: '2027-03-13T16:00:00.000Z',
        home_id: HAWKS,
        home: 'Hawks',
        visitor_id: null,
        visitor: null,
        is_practice: true,
      },
      {
        ...base,
        id: '00000000-0000-4000-8000-00000000f001',
        start: '2027-03-06T16:00:00.000Z',
        home_id: OWLS,
        home: 'Owls',
        visitor_id: HAWKS,
        visitor: 'Hawks',
        is_practice: false,
      },
    ],
    ...overrides,
  };
}
