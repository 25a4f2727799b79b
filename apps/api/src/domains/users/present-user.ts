import type { Impersonator, Locale, User } from '@app/contracts';
import type { UserRow } from '@app/db';
import type { UserStanding } from './load-user-standing.ts';

/** What the session adds to the user answer (docs/admin.md): whether it may use the admin pages, and who
 * impersonates the user through it. */
export interface SessionView {
  siteAdmin: boolean;
  impersonator: Impersonator | null;
}

/**
 * The API's view of a user: no password hash, never a raw row. `standing` is the caller's ownership of the
 * current organisation and whether it is on a paid plan, which the row alone cannot tell: `upgraded` belongs to
 * the organisation (docs/billing.md#who-pays); the old `users.upgraded` column is no longer read. `session`
 * comes from load-session-view.ts (docs/admin.md).
 */
export function presentUser(user: UserRow, standing: UserStanding, session: SessionView): User {
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
    site_admin: session.siteAdmin,
    impersonator: session.impersonator,
  };
}
