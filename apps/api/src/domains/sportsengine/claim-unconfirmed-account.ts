import { sessions, type Transaction, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { randomToken } from '../../auth/tokens.ts';
import { removeUnprovenMembers } from '../users/remove-unproven-members.ts';
import { revokeEmailChange } from '../users/revoke-email-change.ts';

/**
 * A SportsEngine sign-in reached an account whose email was never confirmed (docs/sportsengine.md, "Sign in
 * with SportsEngine"). SportsEngine verified the address, so the person signing in owns the mailbox; whoever
 * made the account may not have. Anyone can sign up with someone else's address, set a password, stay signed
 * in and invite their own account. So, as a first password reset does (docs/users.md), the account is
 * confirmed, the members and invitations its owner never agreed to are removed, a pending email change is
 * cancelled, its password is replaced by one nobody knows (it can be set again on the account page) and every
 * session ends. Runs inside the caller's transaction.
 */
export async function claimUnconfirmedAccount(tx: Transaction, user: UserRow): Promise<UserRow> {
  await removeUnprovenMembers(tx, user.id);
  await revokeEmailChange(tx, user.id);
  const [claimed] = await tx
    .update(users)
    .set({
      confirmedAt: new Date(),
      unconfirmedEmail: null,
      passwordHash: await hashPassword(randomToken()),
      hasPassword: false,
    })
    .where(eq(users.id, user.id))
    .returning();
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  return claimed ?? user;
}
