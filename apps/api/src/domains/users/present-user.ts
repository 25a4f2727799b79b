import type { Impersonator, Locale, User } from '@app/contracts';
import type { UserRow } from '@app/db';

/** What the session adds to the user answer (docs/admin.md): whether it may use the admin pages, and who
 * impersonates the user through it. */
export interface SessionView {
  siteAdmin: boolean;
  impersonator: Impersonator | null;
}

/**
 * The API's view of a user: no password hash, never a raw row. `isOrgOwner` is the caller's ownership of the
 * current organisation, which the row alone cannot tell; `session` comes from load-session-view.ts.
 */
export function presentUser(user: UserRow, isOrgOwner: boolean, session: SessionView): User {
  return {
    id: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    locale: (user.locale === 'ja' ? 'ja' : 'en') satisfies Locale,
    timezone: user.timezone,
    timezone_offset: user.timezoneOffset,
    first_day: user.firstDay,
    upgraded: user.upgraded,
    is_confirmed: user.confirmedAt !== null,
    unconfirmed_email: user.unconfirmedEmail,
    has_password: user.hasPassword,
    org_owner: isOrgOwner,
    current_organization_id: user.currentOrganizationId ?? '',
    created_at: user.createdAt.toISOString(),
    site_admin: session.siteAdmin,
    impersonator: session.impersonator,
  };
}
