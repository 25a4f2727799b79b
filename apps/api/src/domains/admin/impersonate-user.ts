import { type Database, sessions, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import { SESSION_TTL_MS } from '../../auth/cookies.ts';
import { isSiteAdmin } from '../../auth/site-admins.ts';
import { hashToken, randomToken } from '../../auth/tokens.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';

/**
 * A site admin opens the account of the user with `email` (docs/admin.md#impersonation): the admin's session
 * is replaced by a new one (a new token, as sign-in rotates it) for that user, naming the admin as its
 * impersonator. The user's own sessions are not touched. 404 on `email` for an unknown address; 403 for
 * another site admin, or the admin themselves.
 */
export async function impersonateUser(params: {
  db: Database;
  admin: Caller;
  email: string;
  adminEmails: readonly string[];
}): Promise<{ user: UserRow; token: string }> {
  const { admin } = params;
  const [user] = await params.db.select().from(users).where(eq(users.email, params.email)).limit(1);
  if (!user) throw new HttpError(404, { email: ['no user has this email'] });
  if (user.id === admin.user.id || isSiteAdmin(user.email, params.adminEmails)) {
    throw forbidden('A site admin cannot be impersonated');
  }
  const token = randomToken();
  await params.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, admin.sessionId));
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId: user.id,
      impersonatorUserId: admin.user.id,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
  });
  return { user, token };
}
