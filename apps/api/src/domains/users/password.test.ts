import type { User } from '@app/contracts';
import { userTokens } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, lastMailTo, linkIn, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function requestResetToken(email: string): Promise<string> {
  const res = await t.client().post('/api/users/password/forgot', { email });
  expect(res.status).toBe(200);
  const link = linkIn(lastMailTo(t, email), /\/password\/reset\?/);
  expect(link.pathname).toBe('/password/reset');
  return link.searchParams.get('token') ?? '';
}

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await buildUser(t);
    const sentBefore = t.mailer.sent.length;
    const known = await t.client().post('/api/users/password/forgot', { email });
    const unknown = await t.client().post('/api/users/password/forgot', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(t.mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual([email]);
  });

  it('stores only a hash of the emailed token', async () => {
    const { email, user } = await buildUser(t);
    const token = await requestResetToken(email);
    const rows = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(rows.some((r) => r.purpose === 'password_reset')).toBe(true);
    expect(rows.every((r) => r.tokenHash !== token && !r.tokenHash.includes(token))).toBe(true);
  });

  it('resets the password with the mailed token, once, and signs out the other sessions', async () => {
    const { email, password } = await buildUser(t);
    const elsewhere = await signIn(t, { email, password });
    const token = await requestResetToken(email);
    const res = await t.client().post('/api/users/password/reset', { token, password: 'brand new secret' });
    expect(res.status).toBe(200);
    expect((await elsewhere.get('/api/users/self')).status).toBe(401);
    expect((await t.client().post('/api/session', { email, password })).status).toBe(401);
    const fresh = await signIn(t, { email, password: 'brand new secret' });
    expect((await fresh.get<User>('/api/users/self')).body.has_password).toBe(true);

    const reuse = await t.client().post('/api/users/password/reset', { token, password: 'another secret' });
    expect(reuse.status).toBe(422);
    expect(reuse.body).toEqual({ errors: { token: ['is invalid or has expired'] } });
  });

  it('refuses an expired token', async () => {
    const { email, user } = await buildUser(t);
    const token = await requestResetToken(email);
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const res = await t.client().post('/api/users/password/reset', { token, password: 'brand new secret' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { token: ['is invalid or has expired'] } });
  });

  it('expires reset links two hours after sending', async () => {
    const { email, user } = await buildUser(t);
    const before = Date.now();
    await requestResetToken(email);
    const [row] = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.purpose, 'password_reset'), eq(userTokens.userId, user.id)));
    const hours = ((row?.expiresAt.getTime() ?? 0) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(1.99);
    expect(hours).toBeLessThan(2.01);
  });

  it('only honours the newest link', async () => {
    const { email } = await buildUser(t);
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    expect(
      (await t.client().post('/api/users/password/reset', { token: first, password: 'brand new secret' }))
        .status,
    ).toBe(422);
    expect(
      (await t.client().post('/api/users/password/reset', { token: second, password: 'brand new secret' }))
        .status,
    ).toBe(200);
  });

  it('requires a password of at least 8 characters', async () => {
    const res = await t.client().post('/api/users/password/reset', { token: 'x', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { password: ['must be at least 8 characters'] } });
  });
});

describe('PATCH /api/users/self/password', () => {
  it('lets a temporary account set its first password without a current one', async () => {
    const client = t.client();
    const email = `temp-${Date.now()}@example.com`;
    await client.post('/api/users', { email });
    const res = await client.patch<User>('/api/users/self/password', { password: 'first real password' });
    expect(res.status).toBe(200);
    expect(res.body.has_password).toBe(true);
    expect((await t.client().post('/api/session', { email, password: 'first real password' })).status).toBe(
      200,
    );
  });

  it('requires the correct current password once one is set', async () => {
    const { client, password } = await buildSignedInUser(t);
    const missing = await client.patch('/api/users/self/password', { password: 'next password' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ errors: { current_password: ['is required'] } });
    const wrong = await client.patch('/api/users/self/password', {
      current_password: 'nope nope',
      password: 'next password',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { current_password: ['is incorrect'] } });
    const ok = await client.patch('/api/users/self/password', {
      current_password: password,
      password: 'next password',
    });
    expect(ok.status).toBe(200);
  });

  it('keeps the current session and ends the others', async () => {
    const { client, email, password } = await buildSignedInUser(t);
    const other = await signIn(t, { email, password });
    await client.patch('/api/users/self/password', { current_password: password, password: 'next password' });
    expect((await client.get('/api/users/self')).status).toBe(200);
    expect((await other.get('/api/users/self')).status).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().patch('/api/users/self/password', { password: 'whatever123' });
    expect(res.status).toBe(401);
  });
});
