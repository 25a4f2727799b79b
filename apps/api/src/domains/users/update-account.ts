import type { AccountUpdateInput } from '@app/contracts';
import { type Database, type UserRow, users, userTokens } from '@app/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { conflict } from '../../http/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/messages.ts';
import { confirmationLink } from './confirmation-link.ts';
import { CONFIRMATION_TTL_MS } from './create-user.ts';
import { issueUserToken } from './issue-user-token.ts';

/**
 * Saves the account form. A new email is not applied: it is stored as unconfirmed_email and a confirmation
 * link goes to the new address (the email changes when it is opened). Submitting the current email again
 * cancels a pending change; submitting the pending email again leaves it and its mailed link alone, since the
 * form shows it and every save would otherwise revoke the link and mail a new one. An email used by another
 * account is 409 on `email`.
 */
export async function updateAccount(params: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  user: UserRow;
  input: AccountUpdateInput;
}): Promise<UserRow> {
  const { user, input } = params;
  const isCurrentEmail = input.email === user.email;
  const isEmailChange = !isCurrentEmail && input.email !== user.unconfirmedEmail;
  const { updated, token } = await params.db.transaction(async (tx) => {
    if (isEmailChange) {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, user.id)))
        .limit(1);
      if (other) throw conflict('email', 'has already been taken');
    }
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
      await tx
        .delete(userTokens)
        .where(
          and(
            eq(userTokens.userId, user.id),
            eq(userTokens.purpose, 'email_change'),
            isNull(userTokens.usedAt),
          ),
        );
    }
    const changeToken = isEmailChange
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
    const link = confirmationLink(params.appUrl, token);
    await params.mailer.send(
      renderMail('confirmEmailChange', { to: input.email, locale: updated.locale, link }),
    );
  }
  return updated;
}
