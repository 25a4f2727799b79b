import { type Database, sportsengineConnections } from '@app/db';
import { eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { HttpError } from '../../http/http-error.ts';
import { type OAuthTokens, refreshTokens } from './oauth.ts';
import type { SportsengineClient } from './platform-types.ts';
import { createSportsengineClient, type TokenSource } from './sportsengine-client.ts';
import { openToken, sealToken } from './token-cipher.ts';

/** An access token this close to its expiry is refreshed before use. */
const REFRESH_AHEAD_MS = 60_000;

/** The connection row's token columns for a token answer, sealed. */
function tokenColumns(env: SportsengineEnv, tokens: OAuthTokens, keepRefresh: string | null = null) {
  return {
    accessToken: sealToken(env.tokenKey, tokens.access_token),
    refreshToken: tokens.refresh_token ? sealToken(env.tokenKey, tokens.refresh_token) : keepRefresh,
    expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    scope: tokens.scope ?? null,
    updatedAt: new Date(),
  };
}

/** Stores (or replaces) the organisation's connection with freshly granted tokens, sealed. */
export async function saveConnection(
  db: Database,
  env: SportsengineEnv,
  input: {
    organizationId: string;
    userId: string;
    tokens: OAuthTokens;
    seUserId: string | null;
    seOrganizationId: string | null;
  },
): Promise<void> {
  const values = {
    ...tokenColumns(env, input.tokens),
    connectedByUserId: input.userId,
    seUserId: input.seUserId,
    seOrganizationId: input.seOrganizationId,
  };
  await db
    .insert(sportsengineConnections)
    .values({ organizationId: input.organizationId, ...values, createdAt: new Date() })
    .onConflictDoUpdate({
      target: sportsengineConnections.organizationId,
      set: { ...values, createdAt: new Date() },
    });
}

const notConnected = () =>
  new HttpError(422, { sportsengine: ['is not connected: connect it on the SportsEngine page first'] });

/**
 * The organisation's access token, refreshed first when it lapses within a minute (or when `force`, after a
 * 401). The refresh holds the connection row's lock, so two activities never spend the same refresh token:
 * the second finds the new token the first stored.
 */
async function accessToken(
  db: Database,
  env: SportsengineEnv,
  organizationId: string,
  stale: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sportsengineConnections)
      .where(eq(sportsengineConnections.organizationId, organizationId))
      .for('update');
    if (!row) throw notConnected();
    const current = openToken(env.tokenKey, row.accessToken);
    const lapsing = row.expiresAt !== null && row.expiresAt.getTime() - Date.now() < REFRESH_AHEAD_MS;
    // `stale` is the token a 401 refused: refresh unless another caller has replaced it meanwhile.
    if (!lapsing && current !== stale) return current;
    if (!row.refreshToken) return current;
    const tokens = await refreshTokens(env, openToken(env.tokenKey, row.refreshToken));
    await tx
      .update(sportsengineConnections)
      .set(tokenColumns(env, tokens, row.refreshToken))
      .where(eq(sportsengineConnections.organizationId, organizationId));
    return tokens.access_token;
  });
}

/** The connection's tokens as the client draws on them. */
export function connectionTokens(db: Database, env: SportsengineEnv, organizationId: string): TokenSource {
  return {
    current: () => accessToken(db, env, organizationId, null),
    refresh: (refused) => accessToken(db, env, organizationId, refused),
  };
}

/** A client acting for the organisation through its connection; 422 on `sportsengine` when it has none. */
export async function sportsengineClientFor(
  db: Database,
  env: SportsengineEnv,
  organizationId: string,
): Promise<SportsengineClient> {
  const [row] = await db
    .select({ seOrganizationId: sportsengineConnections.seOrganizationId })
    .from(sportsengineConnections)
    .where(eq(sportsengineConnections.organizationId, organizationId));
  if (!row) throw notConnected();
  return createSportsengineClient(env, connectionTokens(db, env, organizationId));
}
