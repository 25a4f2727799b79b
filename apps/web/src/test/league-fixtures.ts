import type { LeagueInfo, LeagueSummary } from '@app/contracts';
import { json } from './fetch-mock.ts';
import { buildLeagueInfo, buildUser } from './fixtures.ts';

/** Fixed ids, so handlers and assertions name the same records. */
export const RIVERSIDE_ID = '00000000-0000-4000-8000-00000000b001';
export const LAKESIDE_ID = '00000000-0000-4000-8000-00000000b002';
export const SPRING_ID = '00000000-0000-4000-8000-00000000c001';
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

/** League information of an owner (role 1 unless given) with buildLeagues() and Spring 2026 current. */
export function buildInfo(overrides: Partial<LeagueInfo> = {}, role: 1 | 2 | 3 = 1): LeagueInfo {
  const user = buildUser();
  const organization = { id: user.current_organization_id, name: 'Riverside Youth League', role };
  return buildLeagueInfo(user, {
    organizations: [organization],
    current_organization: organization,
    leagues: buildLeagues(),
    current_league_id: RIVERSIDE_ID,
    current_season_id: SPRING_ID,
    ...overrides,
  });
}

/** Session handlers for a signed-in user whose league information is `info`. */
export function sessionHandlers(info: LeagueInfo = buildInfo()) {
  return {
    'GET /api/users/self': json(200, info.user),
    'GET /api/leagues': json(200, info),
    'GET /api/csrf': json(200, { token: 't' }),
  };
}

/** A dashboard answer with zero counts, for pages that land on / after an action. */
export function emptyDashboard(seasonId: string = SPRING_ID) {
  return {
    [`GET /api/seasons/${seasonId}/dashboard`]: json(200, {
      league: { id: RIVERSIDE_ID, name: 'Riverside' },
      season: { id: seasonId, name: 'Spring 2026' },
      counts: {
        divisions: 0,
        teams: 0,
        people: 0,
        venues: 0,
        surfaces: 0,
        timeslots: 0,
        schedules: 0,
        tournaments: 0,
      },
    }),
  };
}
