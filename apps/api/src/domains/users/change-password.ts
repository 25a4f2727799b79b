import type { PasswordChangeInput } from '@app/contracts';
import { type Database, sessions, type UserRow, users } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { unprocessable } from '../../http/http-error.ts';

/**
 * Sets the caller's password. The current password is required once the account has one (422 on
 * `current_password` when missing or wrong); a temporary account sets its first password without it. Every
 * other session of the user ends; the caller's stays.
 */
export async function changePassword(params: {
  db: Database;
  user: UserRow;
  sessionId: string;
  input: PasswordChangeInput;
}): Promise<UserRow> {
  const { user, input } = params;
  if (user.hasPassword) {
    if (!input.current_password) throw unprocessable('current_password', 'is required');
    if (!(await verifyPassword(input.current_password, user.passwordHash))) {
      throw unprocessable('current_password', 'is incorrect');
    }
  }
  const passwordHash = await hashPassword(input.password);
  return params.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, hasPassword: true })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, params.sessionId)));
    if (!updated) throw new Error('user vanished during password change');
    return updated;
  });
}
