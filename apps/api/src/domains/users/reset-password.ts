import { type Database, sessions, users } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { unprocessable } from '../../http/http-error.ts';
import { consumeUserToken } from './consume-user-token.ts';

/**
 * Sets a new password from an emailed reset token: spends the token, sets has_password, confirms the email
 * (the link proved the mailbox) and ends every session of the user except `keepSessionId`. A wrong, used or
 * expired token is 422 on `token` and changes nothing.
 */
export async function resetPassword(params: {
  db: Database;
  token: string;
  password: string;
  keepSessionId?: string | undefined;
}): Promise<void> {
  const passwordHash = await hashPassword(params.password);
  await params.db.transaction(async (tx) => {
    const spent = await consumeUserToken(tx, { token: params.token, purposes: ['password_reset'] });
    if (!spent) throw unprocessable('token', 'is invalid or has expired');
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).limit(1);
    if (!user) throw unprocessable('token', 'is invalid or has expired');
    await tx
      .update(users)
      .set({ passwordHash, hasPassword: true, confirmedAt: user.confirmedAt ?? new Date() })
      .where(eq(users.id, user.id));
    const others = params.keepSessionId ? ne(sessions.id, params.keepSessionId) : undefined;
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), others));
  });
}
