import type { OAuthCallbackAnswer, SportsengineConnect, SportsengineStatus, User } from '@app/contracts';
import { memberships, sessions, sportsengineConnections, sportsengineIdentities, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, buildUser, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createSportsengineTestApp } from '../../../test/sportsengine-fixtures.ts';
import type { SportsengineStandIn } from '../../../test/sportsengine-stand-in.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

// docs/sportsengine.md, "Connecting" and "Sign in with SportsEngine": the refusals and the account rules,
// through the stand-in's token endpoint and user-info call.
let t: TestApp;
let standIn: SportsengineStandIn;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, standIn, close } = await createSportsengineTestApp());
});
afterAll(async () => {
  await close();
});

const REDIRECT_URI = 'http://app.test/oauth/callback';
const ORGANISER = 'organiser@example.org';

/**
 * The state and PKCE challenge a trip sends to SportsEngine (the cookie keeps the verifier), and a code the
 * stand-in grants for `userId` against that challenge, as its Allow button would.
 */
function grant(authorizeUrl: string, userId = 'u-1001'): { code: string; state: string; challenge: string } {
  const url = new URL(authorizeUrl);
  const challenge = url.searchParams.get('code_challenge') ?? '';
  const code = standIn.authorize({ redirectUri: REDIRECT_URI, codeChallenge: challenge, userId });
  return { code, state: url.searchParams.get('state') ?? '', challenge };
}

async function startConnect(client: TestClient): Promise<string> {
  const started = await client.post<SportsengineConnect>('/api/sportsengine/connect');
  expect(started.status).toBe(200);
  return started.body.url;
}

async function startSignIn(client: TestClient): Promise<string> {
  const start = await client.get('/api/auth/sportsengine?return=/schedules');
  expect(start.status).toBe(302);
  return String(start.headers.location);
}

async function connectionOf(organizationId: string) {
  return t.db
    .select()
    .from(sportsengineConnections)
    .where(eq(sportsengineConnections.organizationId, organizationId));
}

describe('connecting', () => {
  it('refuses a code granted to another trip: the PKCE verifier must match the challenge', async () => {
    const owner = await buildSignedInUser(t);
    const first = grant(await startConnect(owner.client));
    // A second start replaces the trip cookie: its verifier does not fit the first code's challenge.
    const second = grant(await startConnect(owner.client));
    expect(second.challenge).not.toBe(first.challenge);
    const refused = await owner.client.post('/api/oauth/sportsengine', {
      code: first.code,
      state: second.state,
    });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      errors: { sportsengine: [expect.stringMatching(/invalid_grant/)] },
    });
    expect(await connectionOf(owner.organizationId)).toHaveLength(0);
  });

  it('refuses a trip whose cookie is missing, and the code of a replaced trip', async () => {
    const owner = await buildSignedInUser(t);
    const first = grant(await startConnect(owner.client));
    await startConnect(owner.client);
    // The first trip's state no longer matches the cookie the browser holds.
    const stale = await owner.client.post('/api/oauth/sportsengine', {
      code: first.code,
      state: first.state,
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ errors: { state: [expect.stringMatching(/does not match/)] } });

    const other = grant(await startConnect(owner.client));
    owner.client.cookies.delete('se_oauth');
    expect((await owner.client.post('/api/oauth/sportsengine', other)).status).toBe(400);
    expect(await connectionOf(owner.organizationId)).toHaveLength(0);
  });

  it('answers 400 naming the field when the code is missing', async () => {
    const owner = await buildSignedInUser(t);
    const bad = await owner.client.post('/api/oauth/sportsengine', { code: '', state: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { code: expect.any(Array) } });
  });

  it('reconnects by replacing the grant, keeping one connection per organisation', async () => {
    const owner = await buildSignedInUser(t);
    const first = grant(await startConnect(owner.client));
    expect((await owner.client.post('/api/oauth/sportsengine', first)).status).toBe(200);
    const [before] = await connectionOf(owner.organizationId);

    const second = grant(await startConnect(owner.client));
    const again = await owner.client.post<OAuthCallbackAnswer>('/api/oauth/sportsengine', second);
    expect(again.status).toBe(200);
    expect(again.body.status).toMatchObject({ connected: true, se_organization_id: standIn.site.id });
    const rows = await connectionOf(owner.organizationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accessToken).not.toBe(before?.accessToken);
    expect(rows[0]?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('refuses to finish when the owner stopped being owner during the trip', async () => {
    const owner = await buildSignedInUser(t);
    const trip = grant(await startConnect(owner.client));
    await t.db
      .update(memberships)
      .set({ role: 2 })
      .where(eq(memberships.organizationId, owner.organizationId));
    const refused = await owner.client.post('/api/oauth/sportsengine', trip);
    expect(refused.status).toBe(403);
    expect(await connectionOf(owner.organizationId)).toHaveLength(0);
  });

  it('stores nothing when SportsEngine fails while the code is traded', async () => {
    const owner = await buildSignedInUser(t);
    const trip = grant(await startConnect(owner.client));
    standIn.failNext({ match: '/auth/oauth/token', kind: 'server-error' });
    const failed = await owner.client.post('/api/oauth/sportsengine', trip);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ errors: { sportsengine: [expect.any(String)] } });
    expect(await connectionOf(owner.organizationId)).toHaveLength(0);
  });

  it('lets every member read the status, and no one signed out', async () => {
    const owner = await buildSignedInUser(t);
    const viewer = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: viewer.user, role: 3 });
    const viewerClient = await signIn(t, viewer);
    await viewerClient.get(`/api/switch_organization/${owner.organizationId}`);
    expect(
      (await owner.client.post('/api/oauth/sportsengine', grant(await startConnect(owner.client)))).status,
    ).toBe(200);
    const seen = await viewerClient.get<SportsengineStatus>('/api/sportsengine');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ configured: true, connected: true });
    expect((await viewerClient.post('/api/sportsengine/connect')).status).toBe(403);
    expect((await t.client().get('/api/sportsengine')).status).toBe(401);
  });

  it('disconnecting an organisation that is not connected answers its status', async () => {
    const owner = await buildSignedInUser(t);
    const gone = await owner.client.delete<SportsengineStatus>('/api/sportsengine');
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ configured: true, connected: false, connected_at: null });
  });
});

describe('signing in', () => {
  beforeEach(async () => {
    await t.db.delete(users).where(eq(users.email, ORGANISER));
  });

  async function finishSignIn(client: TestClient, userId = 'u-1001') {
    return client.post<OAuthCallbackAnswer>(
      '/api/oauth/sportsengine',
      grant(await startSignIn(client), userId),
    );
  }

  it('claims an unconfirmed account made with the verified address: the squatter loses every way in', async () => {
    // Anyone can sign up with an address they do not own, set a password and add their own account.
    const squatter = t.client();
    expect((await squatter.post('/api/users', { email: ORGANISER })).status).toBe(201);
    const squatted = (await squatter.get<User>('/api/users/self')).body;
    const organizationId = squatted.current_organization_id ?? '';
    expect((await squatter.patch('/api/users/self/password', { password: 'squatter pass 1' })).status).toBe(
      200,
    );
    const accomplice = await buildUser(t);
    await addMember(t, { organizationId, user: accomplice.user, role: 2 });
    await squatter.patch('/api/users/self', {
      first: 'Sq',
      last: 'Uatter',
      email: uniqueEmail('squatter'),
      timezone: 'UTC',
      locale: 'en',
      first_day: 0,
    });

    const owner = t.client();
    const answer = await finishSignIn(owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ purpose: 'sign_in', created: false });
    const self = await owner.get<User>('/api/users/self');
    expect(self.body).toMatchObject({
      id: squatted.id,
      is_confirmed: true,
      unconfirmed_email: null,
      has_password: false,
    });
    expect((await squatter.get('/api/users/self')).status).toBe(401);
    const withPassword = await t
      .client()
      .post('/api/session', { email: ORGANISER, password: 'squatter pass 1' });
    expect(withPassword.status).toBe(401);
    const members = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, organizationId));
    expect(members.map((m) => m.userId)).toEqual([squatted.id]);
  });

  it('links a confirmed account without touching its password, sessions or members', async () => {
    const existing = await buildUser(t, { email: ORGANISER });
    await t.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, existing.user.id));
    const member = await buildUser(t);
    await addMember(t, { organizationId: existing.organizationId, user: member.user, role: 2 });
    const elsewhere = await signIn(t, existing);

    const answer = await finishSignIn(t.client());
    expect(answer.body).toMatchObject({ created: false });
    expect((await elsewhere.get<User>('/api/users/self')).body.id).toBe(existing.user.id);
    expect((await t.client().post('/api/session', existing)).status).toBe(200);
    const members = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, existing.organizationId));
    expect(members).toHaveLength(2);
  });

  it('matches a verified address whatever its case, and keeps the link when the address changes there', async () => {
    const email = uniqueEmail('coach');
    const existing = await buildUser(t, { email });
    standIn.users.push({
      id: 'u-case',
      email: email.toUpperCase(),
      emailVerified: true,
      firstName: 'Casey',
      lastName: 'Coach',
    });
    const first = t.client();
    expect((await finishSignIn(first, 'u-case')).body).toMatchObject({ created: false });
    expect((await first.get<User>('/api/users/self')).body.id).toBe(existing.user.id);

    // The link is by SportsEngine's user id: a later address there (even unverified) still signs in here.
    const platformUser = standIn.users.find((u) => u.id === 'u-case');
    if (platformUser) Object.assign(platformUser, { email: uniqueEmail('moved'), emailVerified: false });
    const second = t.client();
    expect((await finishSignIn(second, 'u-case')).status).toBe(200);
    expect((await second.get<User>('/api/users/self')).body.id).toBe(existing.user.id);
  });

  it('makes nothing when SportsEngine fails to say who signed in', async () => {
    standIn.failNext({ match: '/auth/oauth/me', kind: 'drop' });
    const browser = t.client();
    const failed = await finishSignIn(browser);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ errors: { sportsengine: [expect.any(String)] } });
    expect(await t.db.select().from(users).where(eq(users.email, ORGANISER))).toHaveLength(0);
    expect(
      await t.db.select().from(sportsengineIdentities).where(eq(sportsengineIdentities.seUserId, 'u-1001')),
    ).toHaveLength(0);
    expect((await browser.get('/api/users/self')).status).toBe(401);
  });

  it('ends two first sign-ins of the same person at once on one account', async () => {
    const a = t.client();
    const b = t.client();
    const tripA = grant(await startSignIn(a));
    const tripB = grant(await startSignIn(b));
    const [answerA, answerB] = await Promise.all([
      a.post<OAuthCallbackAnswer>('/api/oauth/sportsengine', tripA),
      b.post<OAuthCallbackAnswer>('/api/oauth/sportsengine', tripB),
    ]);
    expect([answerA.status, answerB.status]).toEqual([200, 200]);
    expect([answerA.body.created, answerB.body.created].sort()).toEqual([false, true]);
    expect(await t.db.select().from(users).where(eq(users.email, ORGANISER))).toHaveLength(1);
    expect((await a.get<User>('/api/users/self')).body.id).toBe(
      (await b.get<User>('/api/users/self')).body.id,
    );
  });

  it('starts a new session, ending the one the browser came with', async () => {
    const other = await buildSignedInUser(t);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, other.user.id));
    expect(await finishSignIn(other.client)).toMatchObject({ status: 200 });
    expect((await other.client.get<User>('/api/users/self')).body.email).toBe(ORGANISER);
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, other.user.id));
    expect(after).toHaveLength(before.length - 1);
  });
});
