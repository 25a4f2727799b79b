import { ROLES } from '@app/contracts';
import { memberships, organizations, type Transaction, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { HttpError } from '../../http/http-error.ts';
import { issueUserToken } from './issue-user-token.ts';

/** Confirmation links stay valid for three days. */
export const CONFIRMATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** A new user and the organisation they own, as sign-up and the setup wizard make them. */
export interface NewAccount {
  email: string;
  first: string;
  last: string;
  passwordHash: string;
  /** False for sign-up's random password (the user sets one later), true for a password the user chose. */
  hasPassword: boolean;
  locale: 'en' | 'ja';
  timezone: string | null;
  timezoneOffset: number | null;
  referer: string | null;
  organizationName: string;
}

/**
 * Inside the caller's transaction: refuses an email already registered (`taken`, the caller's 409 naming its
 * own field), then creates the organisation, the user with it current, the owner membership and an
 * email-confirmation token (docs/users.md). A race past the check ends in the unique index, which the caller
 * maps to the same `taken`.
 */
export async function insertAccount(
  tx: Transaction,
  account: NewAccount,
  taken: () => HttpError,
): Promise<{ user: UserRow; organizationId: string; confirmationToken: string }> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (existing) throw taken();
  const [organization] = await tx
    .insert(organizations)
    .values({ name: account.organizationName })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('organisation insert returned nothing');
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      first: account.first,
      last: account.last,
      passwordHash: account.passwordHash,
      hasPassword: account.hasPassword,
      locale: account.locale,
      timezone: account.timezone,
      timezoneOffset: account.timezoneOffset,
      currentOrganizationId: organization.id,
      referer: account.referer,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx
    .insert(memberships)
    .values({ userId: user.id, organizationId: organization.id, role: ROLES.owner });
  const confirmationToken = await issueUserToken(tx, {
    userId: user.id,
    purpose: 'email_confirm',
    ttlMs: CONFIRMATION_TTL_MS,
  });
  return { user, organizationId: organization.id, confirmationToken };
}
