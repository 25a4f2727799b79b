import { type LeagueInfo, type LeagueSummary, ROLES, type Role } from '@app/contracts';
import { json } from './fetch-mock.ts';
import { buildDashboard, buildLeagueInfo, buildUser, LEAGUE_ID, PAID_PLAN, SEASON_ID } from './fixtures.ts';

/**
 * The leagues and seasons the league and season pages' tests share (two features, so it lives here).
 * Fixed ids, so handlers and assertions name the same records: Riverside and Spring 2026 are the shared
 * LEAGUE_ID and SEASON_ID.
 */
export const RIVERSIDE_ID = LEAGUE_ID;
export const LAKESIDE_ID = '00000000-0000-4000-8000-00000000b002';
export const SPRING_ID = SEASON_ID;
export const FALL_ID = '00000000-0000-4000-8000-00000000c002';
export const SUMMER_ID = '00000000-0000-4000-8000-00000000c003';

/** Riverside (Spring 2026, Fall 2026) and Lakeside (Summer 2026); Spring 2026 is current. */
export function buildLeagues(): LeagueSummary[] {
  return [
    {
      id: RIVERSIDE_ID,
      name: 'Riverside',
      seasons: [
        { id: SPRING_ID, name: 'Spring 2026' },
        { id: FALL_ID, name: 'Fall 2026' },
      ],
    },
    { id: LAKESIDE_ID, name: 'Lakeside', seasons: [{ id: SUMMER_ID, name: 'Summer 2026' }] },
  ];
}

/** League information of an owner (unless another role is given) with buildLeagues() and Spring 2026 current. */
export function buildInfo(overrides: Partial<LeagueInfo> = {}, role: Role = ROLES.owner): LeagueInfo {
  const user = buildUser();
  const organization = {
    id: user.current_organization_id,
    name: 'Riverside Youth League',
    role,
    ...PAID_PLAN,
  };
  return buildLeagueInfo(user, {
    organizations: [organization],
    current_organization: organization,
    leagues: buildLeagues(),
    current_league_id: RIVERSIDE_ID,
    current_season_id: SPRING_ID,
    ...overrides,
  });
}

/** A dashboard answer with zero counts, for pages that land on / after an action. */
export function emptyDashboard(seasonId: string = SPRING_ID) {
  return {
    [`GET /api/seasons/${seasonId}/dashboard`]: json(
      200,
      buildDashboard({}, { id: seasonId, name: 'Spring 2026' }),
    ),
  };
}
