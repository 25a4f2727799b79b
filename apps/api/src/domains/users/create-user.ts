import type { UserCreateInput } from '@app/contracts';
import type { Database, UserRow } from '@app/db';
import { hashPassword } from '../../auth/passwords.ts';
import { randomToken } from '../../auth/tokens.ts';
import { conflict } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';
import { insertAccount } from './insert-account.ts';

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
}): Promise<{ user: UserRow; organizationId: string; confirmationToken: string }> {
  const { input } = params;
  const email = input.email;
  const first = email.slice(0, email.indexOf('@'));
  const passwordHash = await hashPassword(randomToken());
  try {
    return await params.db.transaction((tx) =>
      insertAccount(
        tx,
        {
          email,
          first,
          last: '',
          passwordHash,
          hasPassword: false,
          locale: input.locale ?? 'en',
          timezone: input.timezone ?? null,
          timezoneOffset: input.timezone_offset ?? null,
          referer: input.referer ?? null,
          organizationName: defaultOrganizationName(first, input.locale ?? 'en'),
        },
        taken,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
