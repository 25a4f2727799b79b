import { type Database, sessions } from '@app/db';
import { and, eq, lt } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../auth/cookies.ts';
import { hashToken, randomToken } from '../../auth/tokens.ts';

/**
 * Starts a 30-day session for `userId` and returns the cookie token. The session presented with the request
 * (`previousToken`) is deleted first, so the id rotates at every sign-in and a fixated id is useless.
 */
export async function createSession(params: {
  db: Database;
  userId: string;
  previousToken?: string | undefined;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await params.db.transaction(async (tx) => {
    if (params.previousToken) {
      await tx.delete(sessions).where(eq(sessions.id, hashToken(params.previousToken)));
    }
    // Expired sessions are swept per user at sign-in, which bounds the table without a background job.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, params.userId), lt(sessions.expiresAt, new Date())));
    await tx.insert(sessions).values({ id: hashToken(token), userId: params.userId, expiresAt });
  });
  return { token, expiresAt };
}
