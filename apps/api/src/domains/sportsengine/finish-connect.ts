import { type Database, memberships, sportsengineConnections } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { forbidden } from '../../http/http-error.ts';
import { saveConnection } from './connection.ts';
import { exchangeCode, fetchPlatformUser } from './oauth.ts';
import type { OAuthTrip } from './oauth-state.ts';
import { createSportsengineClient } from './sportsengine-client.ts';

/**
 * The end of a connect trip: only the owner who started it, still owner of that organisation, may finish it;
 * the code is traded for tokens, and the connection stored (replacing an earlier one: a reconnect).
 */
export async function finishConnect(
  db: Database,
  env: SportsengineEnv,
  input: { trip: OAuthTrip; callerId: string | null; code: string; redirectUri: string },
): Promise<string> {
  const { trip } = input;
  const organizationId = trip.organizationId ?? '';
  if (!input.callerId || input.callerId !== trip.userId) {
    throw forbidden('Finish connecting SportsEngine signed in as the owner who started it');
  }
  const [owner] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, input.callerId), eq(memberships.organizationId, organizationId)));
  if (owner?.role !== 1) throw forbidden('Only the organisation’s owner may connect SportsEngine');
  const tokens = await exchangeCode(env, {
    code: input.code,
    redirectUri: input.redirectUri,
    codeVerifier: trip.verifier,
  });
  const platformUser = await fetchPlatformUser(env, tokens.access_token);
  // The organisation the grant reaches: SportsEngine's first organisation for this account.
  const sites = await createSportsengineClient(env, {
    current: async () => tokens.access_token,
    refresh: async () => tokens.access_token,
  }).sitesBeta();
  await saveConnection(db, env, {
    organizationId,
    userId: input.callerId,
    tokens,
    seUserId: platformUser.id,
    seOrganizationId: sites[0]?.id ?? null,
  });
  return organizationId;
}

/** Forgets the organisation's connection (its tokens with it). */
export async function disconnect(db: Database, organizationId: string): Promise<void> {
  await db.delete(sportsengineConnections).where(eq(sportsengineConnections.organizationId, organizationId));
}
