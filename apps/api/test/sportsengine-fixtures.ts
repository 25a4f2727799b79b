import { createHash, randomBytes } from 'node:crypto';
import type { Activity } from '@app/contracts';
import { saveConnection } from '../src/domains/sportsengine/connection.ts';
import { exchangeCode, fetchPlatformUser } from '../src/domains/sportsengine/oauth.ts';
import type { Env } from '../src/env.ts';
import { type SportsengineStandIn, startSportsengineStandIn } from './sportsengine-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/** A test app whose SportsEngine link points at a fresh stand-in (docs/sportsengine.md#tests). */
export async function createSportsengineTestApp(
  options: { env?: Partial<Env> } = {},
): Promise<{ t: TestApp; standIn: SportsengineStandIn; close: () => Promise<void> }> {
  const standIn = await startSportsengineStandIn();
  const t = await createTestApp({ env: { ...options.env, sportsengine: standIn.settings } });
  return {
    t,
    standIn,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Connects the organisation as its owner's OAuth grant would: a code from the stand-in's Allow, traded for
 * tokens, stored sealed by the same service the callback uses.
 */
export async function connectOrganization(
  t: TestApp,
  standIn: SportsengineStandIn,
  input: { organizationId: string; userId: string },
): Promise<void> {
  const settings = standIn.settings;
  const redirectUri = 'http://app.test/oauth/callback';
  const { verifier, challenge } = pkcePair();
  const code = standIn.authorize({ redirectUri, codeChallenge: challenge });
  const tokens = await exchangeCode(settings, { code, redirectUri, codeVerifier: verifier });
  const user = await fetchPlatformUser(settings, tokens.access_token);
  await saveConnection(t.db, settings, {
    organizationId: input.organizationId,
    userId: input.userId,
    tokens,
    seUserId: user.id,
    seOrganizationId: standIn.site.id,
  });
}

/**
 * Polls GET /api/activities/{id} (as /activity/{id} does, but every 50 ms) until the activity has ended, well
 * or badly (docs/sportsengine.md#activities); fails after `timeoutMs`.
 */
export async function waitForActivity(client: TestClient, id: string, timeoutMs = 30_000): Promise<Activity> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<Activity>(`/api/activities/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/activities/${id}: ${res.status} ${res.text}`);
    if (res.body.finished || res.body.error) return res.body;
    if (Date.now() > deadline)
      throw new Error(`activity ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
