import { type Database, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/messages.ts';
import { issueUserToken } from './issue-user-token.ts';

/** Reset links expire two hours after they are sent. */
export const PASSWORD_RESET_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * Mails a single-use reset link `${appUrl}/password/reset?token=...` when the email has an account, and does
 * nothing visible otherwise: the caller answers the same either way, so accounts cannot be enumerated.
 */
export async function requestPasswordReset(params: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  email: string;
}): Promise<void> {
  const [user] = await params.db.select().from(users).where(eq(users.email, params.email)).limit(1);
  if (!user) return;
  const token = await issueUserToken(params.db, {
    userId: user.id,
    purpose: 'password_reset',
    ttlMs: PASSWORD_RESET_TTL_MS,
  });
  const link = `${params.appUrl}/password/reset?token=${encodeURIComponent(token)}`;
  await params.mailer.send(renderMail('resetPassword', { to: user.email, locale: user.locale, link }));
}
