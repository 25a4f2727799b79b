import { TimezoneSchema } from '@app/contracts';
import { type Database, sportsengineIdentities, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { HttpError } from '../../http/http-error.ts';
import { createUser } from '../users/create-user.ts';
import { claimUnconfirmedAccount } from './claim-unconfirmed-account.ts';
import { exchangeCode, fetchPlatformUser, type PlatformUser } from './oauth.ts';
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
  try {
    return await linkOrCreateAccount(db, platformUser, input.timezone);
  } catch (error) {
    // Two first sign-ins of the same person at once: the other one made the account (409 on email), so this
    // one finds and links it.
    if (error instanceof HttpError && error.statusCode === 409) {
      return linkOrCreateAccount(db, platformUser, input.timezone);
    }
    throw error;
  }
}

/** One transaction, so a failure leaves no account without its link and no half-claimed account. */
function linkOrCreateAccount(
  db: Database,
  platformUser: PlatformUser,
  timezone: string | undefined,
): Promise<{ user: UserRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
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
    const [existing] = await tx.select().from(users).where(eq(users.email, platformUser.email)).for('update');
    let user: UserRow;
    let created = false;
    if (existing) {
      user = existing.confirmedAt ? existing : await claimUnconfirmedAccount(tx, existing);
    } else {
      const zone = TimezoneSchema.safeParse(timezone);
      const made = await createUser({
        db: tx,
        input: { email: platformUser.email, locale: 'en', ...(zone.success ? { timezone: zone.data } : {}) },
      });
      // SportsEngine verified the address: no confirmation mail is needed.
      const [confirmed] = await tx
        .update(users)
        .set({
          confirmedAt: new Date(),
          // Our names have at most 100 characters (docs/users.md).
          first: platformUser.firstName.trim().slice(0, 100) || made.user.first,
          last: platformUser.lastName.trim().slice(0, 100),
        })
        .where(eq(users.id, made.user.id))
        .returning();
      user = confirmed ?? made.user;
      created = true;
    }
    await tx
      .insert(sportsengineIdentities)
      .values({ seUserId: platformUser.id, userId: user.id, email: platformUser.email })
      .onConflictDoNothing();
    return { user, created };
  });
}
