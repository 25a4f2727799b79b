import { type Database, sessions, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import { SESSION_TTL_MS } from '../../auth/cookies.ts';
import { hashToken, randomToken } from '../../auth/tokens.ts';
import { forbidden } from '../../http/http-error.ts';

/**
 * Returns an impersonated session to the site admin who opened it (docs/admin.md#impersonation): the session
 * is replaced by a new one (a new token) of the admin's own. The caller is the impersonated user, so the
 * check is the session's impersonator, not the caller's admin rights; 403 when nobody impersonates.
 */
export async function endImpersonation(params: {
  db: Database;
  caller: Caller;
}): Promise<{ admin: UserRow; token: string }> {
  const { caller } = params;
  const adminId = caller.impersonatorUserId;
  if (!adminId) throw forbidden('This session is not impersonating anyone');
  const token = randomToken();
  const admin = await params.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, adminId)).limit(1);
    // Deleting the admin deletes this session too (the foreign key cascades), so this is a race at most.
    if (!row) throw forbidden('The site admin of this session no longer exists');
    await tx.delete(sessions).where(eq(sessions.id, caller.sessionId));
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId: row.id,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return row;
  });
  return { admin, token };
}
