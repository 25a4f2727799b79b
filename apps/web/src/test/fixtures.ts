import type { LeagueInfo, User } from '@app/contracts';

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
    ...overrides,
  };
}

/** League information for `user` in one organisation they own. */
export function buildLeagueInfo(user: User = buildUser(), overrides: Partial<LeagueInfo> = {}): LeagueInfo {
  const organization = { id: user.current_organization_id, name: 'Riverside Youth League', role: 1 as const };
  return {
    organizations: [organization],
    current_organization: organization,
    leagues: [],
    user,
    ...overrides,
  };
}
