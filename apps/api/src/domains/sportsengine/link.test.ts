import type { OAuthCallbackAnswer, SportsengineConnect, SportsengineStatus, User } from '@app/contracts';
import { sportsengineConnections, sportsengineIdentities, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, buildUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createSportsengineTestApp } from '../../../test/sportsengine-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

// docs/sportsengine.md, "Connecting" and "Sign in with SportsEngine": each trip through the stand-in's real
// authorize page and token endpoint.
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await createSportsengineTestApp());
});
afterAll(async () => {
  await close();
});

/** What a browser does on the authorize page: press Allow, and read the code and state it sends back. */
async function allow(authorizeUrl: string, loginHint?: string): Promise<{ code: string; state: string }> {
  const url = new URL(authorizeUrl);
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  const page = await (await fetch(url)).text();
  const href = /id="allow" href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`no Allow button on ${page.slice(0, 200)}`);
  const back = new URL(href);
  expect(back.pathname).toBe('/oauth/callback');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

async function connect(client: TestClient): Promise<{ code: string; state: string }> {
  const started = await client.post<SportsengineConnect>('/api/sportsengine/connect');
  expect(started.status).toBe(200);
  const url = new URL(started.body.url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/oauth/callback');
  return allow(started.body.url);
}

describe('connecting an organisation', () => {
  it('connects through the authorize page, stores the tokens sealed, and disconnects', async () => {
    const owner = await buildSignedInUser(t);
    expect((await owner.client.get<SportsengineStatus>('/api/sportsengine')).body).toMatchObject({
      configured: true,
      connected: false,
    });
    const back = await connect(owner.client);
    const done = await owner.client.post<OAuthCallbackAnswer>('/api/oauth/sportsengine', back);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      purpose: 'connect',
      status: { connected: true, se_organization_id: '7001' },
    });
    const [row] = await t.db
      .select()
      .from(sportsengineConnections)
      .where(eq(sportsengineConnections.organizationId, owner.organizationId));
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/"(at|rt)_[0-9a-f]{32}/);

    // The trip's cookie is spent: the same code and state again are refused.
    const again = await owner.client.post('/api/oauth/sportsengine', back);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: { state: [expect.stringMatching(/does not match/)] } });

    const gone = await owner.client.delete<SportsengineStatus>('/api/sportsengine');
    expect(gone.body.connected).toBe(false);
    expect(
      await t.db
        .select()
        .from(sportsengineConnections)
        .where(eq(sportsengineConnections.organizationId, owner.organizationId)),
    ).toHaveLength(0);
  });

  it('lets only the owner connect or disconnect, and finish only the trip they started', async () => {
    const owner = await buildSignedInUser(t);
    const admin = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    const adminClient = await signIn(t, admin);
    await adminClient.get(`/api/switch_organization/${owner.organizationId}`);
    expect((await adminClient.post('/api/sportsengine/connect')).status).toBe(403);
    expect((await adminClient.delete('/api/sportsengine')).status).toBe(403);

    // A trip started by the owner cannot be finished by someone else's session.
    const back = await connect(owner.client);
    const stranger = await buildSignedInUser(t);
    for (const [name, value] of owner.client.cookies) {
      if (name === 'se_oauth') stranger.client.cookies.set(name, value);
    }
    const refused = await stranger.client.post('/api/oauth/sportsengine', back);
    expect(refused.status).toBe(403);
  });

  it('refuses a forged state and a code SportsEngine does not know', async () => {
    const owner = await buildSignedInUser(t);
    const back = await connect(owner.client);
    expect((await owner.client.post('/api/oauth/sportsengine', { ...back, state: 'forged' })).status).toBe(
      400,
    );
    const fresh = await connect(owner.client);
    const bad = await owner.client.post('/api/oauth/sportsengine', { ...fresh, code: 'c_unknown' });
    expect(bad.status).toBe(502);
    expect(bad.body).toMatchObject({ errors: { sportsengine: [expect.stringMatching(/invalid_grant/)] } });
  });
});

describe('signing in with SportsEngine', () => {
  async function signInTrip(client: TestClient, loginHint?: string) {
    const start = await client.get('/api/auth/sportsengine?return=/schedules');
    expect(start.status).toBe(302);
    const back = await allow(String(start.headers.location), loginHint);
    return client.post<OAuthCallbackAnswer>('/api/oauth/sportsengine', {
      ...back,
      timezone: 'America/Chicago',
    });
  }

  it('makes a confirmed account for a verified email, then signs the same account in again', async () => {
    await t.db.delete(users).where(eq(users.email, 'organiser@example.org'));
    const browser = t.client();
    const first = await signInTrip(browser);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ purpose: 'sign_in', return_to: '/schedules', created: true });
    const self = await browser.get<User>('/api/users/self');
    expect(self.body).toMatchObject({
      email: 'organiser@example.org',
      first: 'Olivia',
      is_confirmed: true,
      timezone: 'America/Chicago',
    });

    const other = t.client();
    const second = await signInTrip(other);
    expect(second.body.created).toBe(false);
    expect((await other.get<User>('/api/users/self')).body.id).toBe(self.body.id);
  });

  it('links to an existing account only through a verified email', async () => {
    await t.db.delete(users).where(eq(users.email, 'organiser@example.org'));
    const existing = await buildUser(t, { email: 'organiser@example.org' });
    const browser = t.client();
    const answer = await signInTrip(browser);
    expect(answer.body.created).toBe(false);
    expect((await browser.get<User>('/api/users/self')).body.id).toBe(existing.user.id);

    const unverified = await signInTrip(t.client(), 'unverified@example.org');
    expect(unverified.status).toBe(422);
    expect(unverified.body).toMatchObject({ errors: { email: [expect.stringMatching(/not verified/)] } });
    expect(await t.db.select().from(users).where(eq(users.email, 'unverified@example.org'))).toHaveLength(0);
    expect(
      await t.db.select().from(sportsengineIdentities).where(eq(sportsengineIdentities.seUserId, 'u-1002')),
    ).toHaveLength(0);
  });

  it('keeps the return path inside the app', async () => {
    const browser = t.client();
    const start = await browser.get('/api/auth/sportsengine?return=//evil.example/x');
    const back = await allow(String(start.headers.location));
    const answer = await browser.post<OAuthCallbackAnswer>('/api/oauth/sportsengine', back);
    expect(answer.body.return_to).toBe('/');
  });

  it('says which providers exist', async () => {
    expect((await t.client().get('/api/auth/providers')).body).toEqual({ sportsengine: true });
  });
});

describe('without SportsEngine settings', () => {
  it('hides the link: status unconfigured, providers false, starts answer 503', async () => {
    const plain = await createTestApp();
    try {
      const owner = await buildSignedInUser(plain, { email: uniqueEmail('plain') });
      expect((await owner.client.get<SportsengineStatus>('/api/sportsengine')).body).toMatchObject({
        configured: false,
        connected: false,
      });
      expect((await plain.client().get('/api/auth/providers')).body).toEqual({ sportsengine: false });
      const refused = await owner.client.post('/api/sportsengine/connect');
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ errors: { sportsengine: ['is not set up on this server'] } });
      expect((await plain.client().get('/api/auth/sportsengine')).status).toBe(503);
      expect(
        (await owner.client.get<{ sportsengine_enabled: boolean }>('/api/config')).body.sportsengine_enabled,
      ).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
