import { type Database, sessions, type UserRow, users } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { unprocessable } from '../../http/http-error.ts';
import { consumeUserToken } from './consume-user-token.ts';
import { removeUnprovenMembers } from './remove-unproven-members.ts';
import { revokeEmailChange } from './revoke-email-change.ts';

/** What a reset did: the user, and how many members it removed from an unconfirmed account's organisations. */
export interface PasswordResetResult {
  user: UserRow;
  removedMembers: number;
}

/**
 * Sets a new password from an emailed reset token: spends the token, sets has_password, confirms the email
 * (the link proved the mailbox) and ends every session of the user except `keepSessionId`. It also cancels a
 * pending email change, whose link went to an address the mailbox owner may never have chosen.
 *
 * The first verified reset of an unconfirmed account also removes what its owner never confirmed
 * (removeUnprovenMembers); the reset-confirmation mail says so.
 * A wrong, used or expired token is 422 on `token` and changes nothing.
 */
export async function resetPassword(params: {
  db: Database;
  token: string;
  password: string;
  keepSessionId?: string | undefined;
}): Promise<PasswordResetResult> {
  const passwordHash = await hashPassword(params.password);
  return params.db.transaction(async (tx) => {
    const spent = await consumeUserToken(tx, { token: params.token, purposes: ['password_reset'] });
    if (!spent) throw unprocessable('token', 'is invalid or has expired');
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).limit(1);
    if (!user) throw unprocessable('token', 'is invalid or has expired');
    const removedMembers = user.confirmedAt ? 0 : await removeUnprovenMembers(tx, user.id);
    await revokeEmailChange(tx, user.id);
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        hasPassword: true,
        confirmedAt: user.confirmedAt ?? new Date(),
        unconfirmedEmail: null,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw unprocessable('token', 'is invalid or has expired');
    const others = params.keepSessionId ? ne(sessions.id, params.keepSessionId) : undefined;
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), others));
    return { user: updated, removedMembers };
  });
}
