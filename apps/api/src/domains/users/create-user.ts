import { ROLES, type UserCreateInput } from '@app/contracts';
import { type Database, memberships, organizations, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { randomToken } from '../../auth/tokens.ts';
import { conflict } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';
import { issueUserToken } from './issue-user-token.ts';

/** Confirmation links stay valid for three days. */
export const CONFIRMATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const taken = () => conflict('email', 'has already been taken');

/** The name a new user's own organisation starts with, in the user's language; it can be renamed. */
export function defaultOrganizationName(first: string, locale: 'en' | 'ja'): string {
  return locale === 'ja' ? `${first} の組織` : `${first}'s organization`;
}

/**
 * Sign-up: a temporary account from an email alone. In one transaction it creates the user (first name from the
 * part before @, last empty, a random password it never reveals, has_password false), the user's own
 * organisation ("{first}'s organisation", in Japanese "{first} の組織") with the user as owner (1) and current,
 * and an email-confirmation token.
 * An email already registered is a 409 on `email`, also when two sign-ups race.
 */
export async function createUser(params: {
  db: Database;
  input: UserCreateInput;
}): Promise<{ user: UserRow; confirmationToken: string }> {
  const { input } = params;
  const email = input.email;
  const first = email.slice(0, email.indexOf('@'));
  const passwordHash = await hashPassword(randomToken());
  try {
    return await params.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) throw taken();
      const [organization] = await tx
        .insert(organizations)
        .values({ name: defaultOrganizationName(first, input.locale ?? 'en') })
        .returning();
      if (!organization) throw new Error('organisation insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          email,
          first,
          last: '',
          passwordHash,
          hasPassword: false,
          locale: input.locale ?? 'en',
          timezone: input.timezone ?? null,
          timezoneOffset: input.timezone_offset ?? null,
          currentOrganizationId: organization.id,
          referer: input.referer ?? null,
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
      return { user, confirmationToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
