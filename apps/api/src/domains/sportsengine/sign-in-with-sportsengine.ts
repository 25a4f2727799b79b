import { TimezoneSchema } from '@app/contracts';
import { type Database, sportsengineIdentities, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { HttpError } from '../../http/http-error.ts';
import { createUser } from '../users/create-user.ts';
import { exchangeCode, fetchPlatformUser } from './oauth.ts';
import type { OAuthTrip } from './oauth-state.ts';

/**
 * The end of a sign-in trip (docs/sportsengine.md#sign-in-with-sportsengine). The SportsEngine account signs
 * in to the account it is linked to; else it is linked to the account with the same email, but only when
 * SportsEngine has verified that email (an unverified one could be anyone's); else a new account is made
 * for that verified email, confirmed, with its own organisation, as email sign-up makes one.
 */
export async function signInWithSportsengine(
  db: Database,
  env: SportsengineEnv,
  input: { trip: OAuthTrip; code: string; redirectUri: string; timezone: string | undefined },
): Promise<{ user: UserRow; created: boolean }> {
  const tokens = await exchangeCode(env, {
    code: input.code,
    redirectUri: input.redirectUri,
    codeVerifier: input.trip.verifier,
  });
  const platformUser = await fetchPlatformUser(env, tokens.access_token);
  const [linked] = await db
    .select({ user: users })
    .from(sportsengineIdentities)
    .innerJoin(users, eq(users.id, sportsengineIdentities.userId))
    .where(eq(sportsengineIdentities.seUserId, platformUser.id));
  if (linked) return { user: linked.user, created: false };
  if (!platformUser.emailVerified || !platformUser.email) {
    throw new HttpError(422, {
      email: [
        'is not verified on SportsEngine, so it cannot sign in here: verify it there, or sign in with your email and password',
      ],
    });
  }
  const [existing] = await db.select().from(users).where(eq(users.email, platformUser.email));
  let user = existing;
  let created = false;
  if (!user) {
    const timezone = TimezoneSchema.safeParse(input.timezone);
    const made = await createUser({
      db,
      input: {
        email: platformUser.email,
        locale: 'en',
        ...(timezone.success ? { timezone: timezone.data } : {}),
      },
    });
    // SportsEngine verified the address: no confirmation mail is needed.
    const [confirmed] = await db
      .update(users)
      .set({
        confirmedAt: new Date(),
        first: platformUser.firstName || made.user.first,
        last: platformUser.lastName,
      })
      .where(eq(users.id, made.user.id))
      .returning();
    user = confirmed ?? made.user;
    created = true;
  }
  await db
    .insert(sportsengineIdentities)
    .values({ seUserId: platformUser.id, userId: user.id, email: platformUser.email })
    .onConflictDoNothing();
  return { user, created };
}
