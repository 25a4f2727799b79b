import type { AdminSummary, LeagueInfo, User } from '@app/contracts';
import { impersonationActions, sessions } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSignedInUser, buildUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let adminAccount: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { adminEmails: ['imp-admin@example.com', 'imp-other-admin@example.com'] },
  });
  adminAccount = await buildUser(t, { email: 'imp-admin@example.com' });
});
afterAll(async () => {
  await t.close();
});

/** The site admin signed in on a fresh client, and a new user signed in on their own client. */
async function setup() {
  const admin = { ...adminAccount, client: await signIn(t, adminAccount) };
  const target = await buildSignedInUser(t);
  return { admin, target };
}

const actionsOf = (userId: string) =>
  t.db.select().from(impersonationActions).where(eq(impersonationActions.userId, userId));

describe('POST /api/admin/impersonate', () => {
  it("turns the admin's session into the user's, with a new cookie, naming the admin", async () => {
    const { admin, target } = await setup();
    const before = await admin.client.get<User>('/api/users/self');
    expect(before.body).toMatchObject({ site_admin: true, impersonator: null });
    const oldSid = admin.client.cookies.get('sid');

    const res = await admin.client.post<User>('/api/admin/impersonate', {
      email: target.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.user.id,
      site_admin: false,
      impersonator: { id: admin.user.id, email: 'imp-admin@example.com' },
    });
    expect(admin.client.cookies.get('sid')).not.toBe(oldSid);

    const self = await admin.client.get<User>('/api/users/self');
    expect(self.body).toMatchObject({ id: target.user.id, impersonator: { id: admin.user.id } });
    const info = await admin.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.user).toMatchObject({
      id: target.user.id,
      site_admin: false,
      impersonator: { id: admin.user.id, email: 'imp-admin@example.com' },
    });
    // The old cookie no longer opens anything.
    const stale = t.client();
    stale.cookies.set('sid', oldSid ?? '');
    expect((await stale.get('/api/users/self')).status).toBe(401);
  });

  it('cannot reach another site admin (403 naming why), nor an unknown email (404 on email)', async () => {
    const { admin } = await setup();
    await buildUser(t, { email: 'imp-other-admin@example.com' });
    const other = await admin.client.post<{ errors: Record<string, string[]> }>('/api/admin/impersonate', {
      email: 'imp-other-admin@example.com',
    });
    expect(other.status).toBe(403);
    expect(other.body.errors.base?.[0]).toBe('A site admin cannot be impersonated');
    const self = await admin.client.post('/api/admin/impersonate', { email: 'imp-admin@example.com' });
    expect(self.status).toBe(403);
    const unknown = await admin.client.post<{ errors: Record<string, string[]> }>('/api/admin/impersonate', {
      email: 'nobody-here@example.com',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.email?.[0]).toBe('no user has this email');
    const bad = await admin.client.post<{ errors: Record<string, string[]> }>('/api/admin/impersonate', {
      email: 'not an email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBeDefined();
    // Still the admin's own session after every refusal.
    expect((await admin.client.get<User>('/api/users/self')).body.id).toBe(admin.user.id);
  });

  it('is refused to a user who is no site admin', async () => {
    const { target } = await setup();
    const res = await target.client.post('/api/admin/impersonate', { email: 'imp-admin@example.com' });
    expect(res.status).toBe(403);
  });
});

describe('while impersonating', () => {
  it('records every change with both ids, and no GET', async () => {
    const { admin, target } = await setup();
    await admin.client.post('/api/admin/impersonate', { email: target.email });
    expect((await admin.client.get('/api/leagues')).status).toBe(200);
    const created = await admin.client.post<{ league_id: string }>('/api/leagues?secret=hidden', {
      name: 'Made by support',
      seasonName: 'Fall',
    });
    expect(created.status).toBe(201);
    const refused = await admin.client.post('/api/leagues', { name: '' });
    expect(refused.status).toBe(400);

    const rows = await actionsOf(target.user.id);
    expect(rows.map((r) => [r.method, r.path, r.statusCode]).sort()).toEqual([
      ['POST', '/api/leagues', 201],
      ['POST', '/api/leagues', 400],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ adminUserId: admin.user.id, organizationId: target.organizationId });
    }
    // The user's own session makes changes unrecorded.
    await target.client.post('/api/leagues', { name: 'Own league', seasonName: 'Spring' });
    expect(await actionsOf(target.user.id)).toHaveLength(2);
  });

  it('refuses the admin routes and the account-security actions with a clear 403', async () => {
    const { admin, target } = await setup();
    await admin.client.post('/api/admin/impersonate', { email: target.email });
    expect((await admin.client.get('/api/admin/summary')).status).toBe(403);
    const again = await admin.client.post('/api/admin/impersonate', { email: target.email });
    expect(again.status).toBe(403);

    const password = await admin.client.patch<{ errors: Record<string, string[]> }>(
      '/api/users/self/password',
      { current_password: target.password, password: 'a new password 123' },
    );
    expect(password.status).toBe(403);
    expect(password.body.errors.base?.[0]).toBe(
      'A site admin impersonating this account cannot change its password',
    );
    const account = {
      first: 'Tara',
      last: 'Target',
      timezone: 'UTC',
      locale: 'en',
      first_day: 0,
    };
    const email = await admin.client.patch<{ errors: Record<string, string[]> }>('/api/users/self', {
      ...account,
      email: 'elsewhere@example.com',
    });
    expect(email.status).toBe(403);
    expect(email.body.errors.base?.[0]).toBe(
      'A site admin impersonating this account cannot change its email',
    );
    // Other settings may change, as the user asked support to.
    const name = await admin.client.patch<User>('/api/users/self', { ...account, email: target.email });
    expect(name.status).toBe(200);
    expect(name.body.first).toBe('Tara');
    // The user still signs in with their own password.
    expect(
      (await t.client().post('/api/session', { email: target.email, password: target.password })).status,
    ).toBe(200);

    const summary = await signIn(t, adminAccount);
    const recent = await summary.get<AdminSummary>('/api/admin/summary');
    const audit = recent.body.recent_actions.filter((a) => a.user_id === target.user.id);
    expect(audit.map((a) => `${a.method} ${a.path} ${a.status_code}`).sort()).toEqual([
      'PATCH /api/users/self 200',
      'PATCH /api/users/self 403',
      'PATCH /api/users/self/password 403',
      'POST /api/admin/impersonate 403',
    ]);
    expect(audit[0]).toMatchObject({ admin_email: 'imp-admin@example.com', user_email: target.email });
  });
});

describe('DELETE /api/admin/impersonate', () => {
  it("returns to the admin's own account with a new cookie, leaving the user's own sessions alone", async () => {
    const { admin, target } = await setup();
    const userSessions = await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    await admin.client.post('/api/admin/impersonate', { email: target.email });
    const impersonatingSid = admin.client.cookies.get('sid');

    const res = await admin.client.delete<User>('/api/admin/impersonate');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: admin.user.id, site_admin: true, impersonator: null });
    expect(admin.client.cookies.get('sid')).not.toBe(impersonatingSid);
    expect((await admin.client.get('/api/admin/summary')).status).toBe(200);

    const after = await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(after).toEqual(userSessions);
    expect((await target.client.get<User>('/api/users/self')).body).toMatchObject({
      id: target.user.id,
      impersonator: null,
    });
    expect((await actionsOf(target.user.id)).map((r) => `${r.method} ${r.path} ${r.statusCode}`)).toEqual([
      'DELETE /api/admin/impersonate 200',
    ]);
  });

  it('is refused to a session nobody impersonates', async () => {
    const { admin, target } = await setup();
    const own = await target.client.delete<{ errors: Record<string, string[]> }>('/api/admin/impersonate');
    expect(own.status).toBe(403);
    expect(own.body.errors.base?.[0]).toBe('This session is not impersonating anyone');
    expect((await admin.client.delete('/api/admin/impersonate')).status).toBe(403);
  });
});

describe('sign-out while impersonating', () => {
  it('ends the whole session: neither the user nor the admin is signed in on it', async () => {
    const { admin, target } = await setup();
    await admin.client.post('/api/admin/impersonate', { email: target.email });
    expect((await admin.client.delete('/api/session')).status).toBe(200);
    expect((await admin.client.get('/api/users/self')).status).toBe(401);
    expect((await admin.client.delete('/api/admin/impersonate')).status).toBe(401);
    expect(
      (await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).filter(
        (row) => row.impersonatorUserId !== null,
      ),
    ).toEqual([]);
    expect((await actionsOf(target.user.id)).map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/session',
    ]);
    // The user's own session is still signed in.
    expect((await target.client.get('/api/users/self')).status).toBe(200);
  });
});
