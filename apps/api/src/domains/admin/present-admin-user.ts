import type { AdminUser } from '@app/contracts';
import type { UserRow } from '@app/db';
import { isSiteAdmin } from '../../auth/site-admins.ts';

/** A user as the admin page lists them: the spec's columns and nothing of their credentials. */
export function presentAdminUser(row: UserRow, adminEmails: readonly string[]): AdminUser {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    first: row.first,
    last: row.last,
    email: row.email,
    timezone: row.timezone,
    site_admin: isSiteAdmin(row.email, adminEmails),
  };
}
