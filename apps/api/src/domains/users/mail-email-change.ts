import { type Database, type UserRow, users } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/messages.ts';
import { confirmationLink } from './confirmation-link.ts';

/**
 * Mails the link that confirms `newEmail` for `user`; when another account already has that address, it mails
 * that account's owner a notice instead (no link), so the person changing their email gets the same answer
 * for a taken and a free address and cannot tell which it was (docs/users.md). Runs off the request path.
 */
export async function mailEmailChange(params: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  user: UserRow;
  newEmail: string;
  token: string;
}): Promise<void> {
  const [owner] = await params.db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.email, params.newEmail), ne(users.id, params.user.id)))
    .limit(1);
  if (owner) {
    await params.mailer.send(
      renderMail('emailTaken', { to: params.newEmail, locale: owner.locale, link: '' }),
    );
    return;
  }
  const link = confirmationLink(params.appUrl, params.token);
  await params.mailer.send(
    renderMail('confirmEmailChange', { to: params.newEmail, locale: params.user.locale, link }),
  );
}
