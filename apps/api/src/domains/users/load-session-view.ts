import type { Impersonator } from '@app/contracts';
import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { findCaller } from '../../auth/caller.ts';
import { isSiteAdmin } from '../../auth/site-admins.ts';
import type { SessionView } from './present-user.ts';

/** The site admin with id `adminUserId`, as the user answer names them; null once they are gone. */
export async function loadImpersonator(
  db: Database,
  adminUserId: string | null,
): Promise<Impersonator | null> {
  if (!adminUserId) return null;
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, adminUserId))
    .limit(1);
  return admin ?? null;
}

/**
 * The session view of a freshly started session of `user` (sign-in, return from impersonation): their own,
 * so site admin exactly when their email is one (docs/admin.md#who-is-a-site-admin).
 */
export const ownSessionView = (user: UserRow, adminEmails: readonly string[]): SessionView => ({
  siteAdmin: isSiteAdmin(user.email, adminEmails),
  impersonator: null,
});

/**
 * The session view of the request for `user`: when the request's session is `user`'s and a site admin
 * opened it by impersonation, that admin, and no admin pages (docs/admin.md#impersonation); else their own.
 */
export async function loadSessionView(request: FastifyRequest, user: UserRow): Promise<SessionView> {
  const caller = await findCaller(request);
  const impersonatorId = caller?.user.id === user.id ? caller.impersonatorUserId : null;
  if (!impersonatorId) return ownSessionView(user, request.server.env.adminEmails);
  return { siteAdmin: false, impersonator: await loadImpersonator(request.server.db, impersonatorId) };
}
