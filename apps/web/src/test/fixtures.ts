import {
  type Dashboard,
  type LeagueInfo,
  ROLES,
  type Season,
  type SeasonCounts,
  type SportsengineStatus,
  type Team,
  type Timeslot,
  type User,
} from '@app/contracts';
import { json } from './fetch-mock.ts';

/**
 * The one home of the builders several features' tests share: a user, league information, a season, its
 * dashboard, a timeslot and the signed-in session's answers. A feature's test/ folder keeps only what is
 * about that feature (its records and fixed ids), built on these.
 */

/** Fixed ids, so handlers and assertions name the same records: the Riverside league and its Spring 2026. */
/** The plan fields of an organisation on a paid plan: the tests' default, so nothing is masked. */
export const PAID_PLAN = { plan: 'all_star_yearly', upgraded: true } as const;

export const LEAGUE_ID = '00000000-0000-4000-8000-00000000b001';
export const SEASON_ID = '00000000-0000-4000-8000-00000000c001';

/** A confirmed, signed-in user with a password and a time zone; override what a test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'coach@example.com',
    first: 'Casey',
    last: 'Coach',
    locale: 'en',
    timezone: 'America/Chicago',
    timezone_offset: -360,
    first_day: 0,
    upgraded: false,
    is_confirmed: true,
    unconfirmed_email: null,
    has_password: true,
    org_owner: true,
    current_organization_id: '00000000-0000-4000-8000-0000000000a1',
    created_at: '2025-03-01T12:00:00.000Z',
    site_admin: false,
    impersonator: null,
    ...overrides,
  };
}

/** League information for `user` in one organisation they own. */
export function buildLeagueInfo(user: User = buildUser(), overrides: Partial<LeagueInfo> = {}): LeagueInfo {
  const organization = {
    id: user.current_organization_id,
    name: 'Riverside Youth League',
    role: ROLES.owner,
    ...PAID_PLAN,
  };
  return {
    organizations: [organization],
    current_organization: organization,
    leagues: [],
    user,
    ...overrides,
  };
}

/** A season's record counts: zero unless given. */
export function buildCounts(overrides: Partial<SeasonCounts> = {}): SeasonCounts {
  return {
    divisions: 0,
    teams: 0,
    people: 0,
    venues: 0,
    surfaces: 0,
    timeslots: 0,
    schedules: 0,
    tournaments: 0,
    ...overrides,
  };
}

/** The season answer of an empty Spring 2026 of Riverside; override what a test is about. */
export function buildSeason(overrides: Partial<Season> = {}): Season {
  return {
    id: SEASON_ID,
    name: 'Spring 2026',
    league_id: LEAGUE_ID,
    se_id: null,
    se_imported: false,
    divisions: [],
    people: [],
    venues: [],
    counts: buildCounts(),
    ...overrides,
  };
}

/** The dashboard answer of Spring 2026 (or the season given) with the counts given, the rest zero. */
export function buildDashboard(
  counts: Partial<SeasonCounts> = {},
  season: Dashboard['season'] = { id: SEASON_ID, name: 'Spring 2026' },
): Dashboard {
  return { league: { id: LEAGUE_ID, name: 'Riverside' }, season, counts: buildCounts(counts) };
}

/**
 * A team of Spring 2026 (Red Hawks of its U10 division) with nobody on it, no home venue and no constraints;
 * override what a test is about.
 */
export function buildTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: '00000000-0000-4000-8000-00000000e001',
    season_id: SEASON_ID,
    name: 'Red Hawks',
    shortcode: null,
    longcode: null,
    division_id: '00000000-0000-4000-8000-00000000d001',
    division: { id: '00000000-0000-4000-8000-00000000d001', name: 'U10', color: '#1E88E5' },
    division_name: 'U10',
    se_id: null,
    se_mapping_code: null,
    color: null,
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

let slotCounter = 0;

/** A 90-minute open game slot on 2026-03-07 (UTC); override what a test is about. */
export function buildSlot(overrides: Partial<Timeslot> = {}): Timeslot {
  slotCounter += 1;
  return {
    id: `slot-${slotCounter}`,
    season_id: 'season-1',
    venue_id: 'venue-1',
    surface_id: 'surface-1',
    start: '2026-03-07T14:00:00.000Z',
    finish: '2026-03-07T15:30:00.000Z',
    divisions: [],
    is_game: true,
    is_practice: false,
    is_reserved: false,
    has_game: false,
    ...overrides,
  };
}

/**
 * The answers every signed-in page asks for first: the user, league information (by default an owner whose
 * current season is SEASON_ID) and a CSRF token.
 */
export function sessionHandlers(
  info: LeagueInfo = buildLeagueInfo(buildUser(), { current_season_id: SEASON_ID }),
) {
  return {
    'GET /api/users/self': json(200, info.user),
    'GET /api/leagues': json(200, info),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}

/**
 * The organisation's SportsEngine link (docs/sportsengine.md): connected by Olive Owner unless overridden. The
 * external-id fields of divisions and teams show only when it is connected.
 */
export function buildSportsengineStatus(overrides: Partial<SportsengineStatus> = {}): SportsengineStatus {
  return {
    configured: true,
    connected: true,
    connected_at: '2026-02-01T15:30:00.000Z',
    connected_by: 'Olive Owner',
    se_organization_id: 'se-org-77',
    ...overrides,
  };
}

/** `GET /api/sportsengine` answering a connected organisation, for pages that show SportsEngine ids. */
export function sportsengineConnectedHandlers(status: SportsengineStatus = buildSportsengineStatus()) {
  return { 'GET /api/sportsengine': json(200, status) };
}
