import type { Caller } from './caller.ts';

/**
 * Addresses that are site admins on every server built from this repository, whatever ADMIN_EMAILS says: the
 * team that hosts the product. Empty here; a hosted build adds its operators (docs/roles.md#site-admins).
 */
const INTERNAL_SITE_ADMINS: readonly string[] = [];

/** True when `email` administers the whole site: the fixed list above plus the configured ADMIN_EMAILS. */
export function isSiteAdmin(email: string, configured: readonly string[]): boolean {
  const normalized = email.trim().toLowerCase();
  return INTERNAL_SITE_ADMINS.includes(normalized) || configured.includes(normalized);
}

/**
 * True when the session may use the admin routes: its user is a site admin and it is their own session. An
 * impersonated session is the user's, whoever opened it (docs/admin.md#impersonation).
 */
export function isSiteAdminSession(caller: Caller, configured: readonly string[]): boolean {
  return caller.impersonatorUserId === null && isSiteAdmin(caller.user.email, configured);
}
