import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { conflict, unprocessable } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';
import { consumeUserToken } from './consume-user-token.ts';

const invalid = () => unprocessable('confirmation_token', 'is invalid or has expired');

/**
 * Opens a confirmation link: confirms the account, or applies a pending email change (the new address becomes
 * the email, confirmed). Single use; a wrong, used or expired token is 422 on `confirmation_token`, and a new
 * address taken meanwhile by another account is 409 on `email`. Needs no session: the token is the proof.
 */
export async function confirmEmail(params: { db: Database; token: string }): Promise<UserRow> {
  try {
    return await params.db.transaction(async (tx) => {
      const spent = await consumeUserToken(tx, {
        token: params.token,
        purposes: ['email_confirm', 'email_change'],
      });
      if (!spent) throw invalid();
      const change =
        spent.purpose === 'email_change' && spent.newEmail
          ? { email: spent.newEmail, unconfirmedEmail: null }
          : {};
      const [user] = await tx
        .update(users)
        .set({ ...change, confirmedAt: new Date() })
        .where(eq(users.id, spent.userId))
        .returning();
      if (!user) throw invalid();
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email', 'has already been taken');
    throw error;
  }
}
