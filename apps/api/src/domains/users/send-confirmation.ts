import type { Database, UserRow } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/messages.ts';
import { confirmationLink } from './confirmation-link.ts';
import { CONFIRMATION_TTL_MS } from './insert-account.ts';
import { issueUserToken } from './issue-user-token.ts';
import { mailEmailChange } from './mail-email-change.ts';

/**
 * Mails a fresh confirmation link (the banner's resend): to the pending new address when an email change
 * waits (a notice to its owner when another account has it, as {@link mailEmailChange} says), otherwise to the account's address while it is unconfirmed. A new link revokes the previous one.
 * Nothing to confirm is 422 on `email`.
 */
export async function sendConfirmation(params: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  user: UserRow;
}): Promise<void> {
  const { user } = params;
  if (user.unconfirmedEmail) {
    const token = await issueUserToken(params.db, {
      userId: user.id,
      purpose: 'email_change',
      ttlMs: CONFIRMATION_TTL_MS,
      newEmail: user.unconfirmedEmail,
    });
    await mailEmailChange({ ...params, newEmail: user.unconfirmedEmail, token });
    return;
  }
  if (user.confirmedAt) throw unprocessable('email', 'is already confirmed');
  const token = await issueUserToken(params.db, {
    userId: user.id,
    purpose: 'email_confirm',
    ttlMs: CONFIRMATION_TTL_MS,
  });
  const link = confirmationLink(params.appUrl, token);
  await params.mailer.send(renderMail('confirmAccount', { to: user.email, locale: user.locale, link }));
}
