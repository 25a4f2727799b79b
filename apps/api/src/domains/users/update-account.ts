import type { AccountUpdateInput } from '@app/contracts';
import { type Database, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { Background } from '../../lib/background.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { CONFIRMATION_TTL_MS } from './insert-account.ts';
import { issueUserToken } from './issue-user-token.ts';
import { mailEmailChange } from './mail-email-change.ts';
import { revokeEmailChange } from './revoke-email-change.ts';

/** True when the form asks for a new email: neither the current one nor the one already pending. */
export const isEmailChange = (user: UserRow, input: Pick<AccountUpdateInput, 'email'>): boolean =>
  input.email !== user.email && input.email !== user.unconfirmedEmail;

/**
 * Saves the account form. A new email is not applied: it is stored as unconfirmed_email and a confirmation
 * link goes to the new address (the email changes when it is opened). Submitting the current email again
 * cancels a pending change; submitting the pending email again leaves it and its mailed link alone, since the
 * form shows it and every save would otherwise revoke the link and mail a new one. An email used by another
 * account is answered like a free one (pending, "check your inbox"), and its owner gets a notice instead of a
 * link ({@link mailEmailChange}, off the request path), so the form cannot tell which addresses have accounts
 * (docs/users.md).
 */
export async function updateAccount(params: {
  db: Database;
  mailer: Mailer;
  background: Background;
  appUrl: string;
  user: UserRow;
  input: AccountUpdateInput;
}): Promise<UserRow> {
  const { user, input } = params;
  const isCurrentEmail = input.email === user.email;
  const changesEmail = isEmailChange(user, input);
  const { updated, token } = await params.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        first: input.first,
        last: input.last,
        timezone: input.timezone,
        locale: input.locale,
        firstDay: input.first_day,
        unconfirmedEmail: isCurrentEmail ? null : input.email,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('user vanished during account update');
    if (isCurrentEmail && user.unconfirmedEmail) {
      await revokeEmailChange(tx, user.id);
    }
    const changeToken = changesEmail
      ? await issueUserToken(tx, {
          userId: user.id,
          purpose: 'email_change',
          ttlMs: CONFIRMATION_TTL_MS,
          newEmail: input.email,
        })
      : null;
    return { updated: row, token: changeToken };
  });
  if (token) {
    const { db, mailer, appUrl } = params;
    params.background.run('email change mail', () =>
      mailEmailChange({ db, mailer, appUrl, user: updated, newEmail: input.email, token }),
    );
  }
  return updated;
}
