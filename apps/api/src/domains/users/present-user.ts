import type { Locale, User } from '@app/contracts';
import type { UserRow } from '@app/db';
import type { UserStanding } from './load-user-standing.ts';

/**
 * The API's view of a user: no password hash, never a raw row. `standing` is the caller's ownership of the
 * current organisation and whether it is on a paid plan, which the row alone cannot tell: `upgraded` belongs to
 * the organisation (docs/billing.md#who-pays); the old `users.upgraded` column is no longer read.
 */
export function presentUser(user: UserRow, standing: UserStanding): User {
  return {
    id: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    locale: (user.locale === 'ja' ? 'ja' : 'en') satisfies Locale,
    timezone: user.timezone,
    timezone_offset: user.timezoneOffset,
    first_day: user.firstDay,
    upgraded: standing.upgraded,
    is_confirmed: user.confirmedAt !== null,
    unconfirmed_email: user.unconfirmedEmail,
    has_password: user.hasPassword,
    org_owner: standing.isOrgOwner,
    current_organization_id: user.currentOrganizationId ?? '',
    created_at: user.createdAt.toISOString(),
  };
}
