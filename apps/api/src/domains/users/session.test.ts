import type { User } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/session and DELETE /api/session', () => {
  it('signs in with email and password, in any letter case of the email, and answers the user', async () => {
    const { email, password, user } = await buildUser(t);
    const client = t.client();
    const res = await client.post<User>('/api/session', { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email, has_password: true, org_owner: true });
    expect((await client.get<User>('/api/users/self')).body.id).toBe(user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const { email } = await buildUser(t);
    const wrongPassword = await t.client().post('/api/session', { email, password: 'not the password' });
    const unknown = await t
      .client()
      .post('/api/session', { email: 'nobody@example.com', password: 'whatever1' });
    for (const res of [wrongPassword, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: { base: ['Wrong email or password'] } });
    }
  });

  it('rotates the session id at sign-in: the old cookie stops working', async () => {
    const { email, password } = await buildUser(t);
    const client = await signIn(t, { email, password });
    const before = client.cookies.get('sid');
    const again = await client.post('/api/session', { email, password });
    expect(again.status).toBe(200);
    const after = client.cookies.get('sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      cookies: { sid: before ?? '' },
    });
    expect(stale.statusCode).toBe(401);
    expect((await client.get('/api/users/self')).status).toBe(200);
  });

  it('signs out: the session ends on the server, not just in the browser', async () => {
    const { email, password } = await buildUser(t);
    const client = await signIn(t, { email, password });
    const sid = client.cookies.get('sid') ?? '';
    const res = await client.delete('/api/session');
    expect(res.status).toBe(200);
    expect(client.cookies.has('sid')).toBe(false);
    const replay = await t.app.inject({ method: 'GET', url: '/api/users/self', cookies: { sid } });
    expect(replay.statusCode).toBe(401);
  });

  it('treats a forged session cookie as signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/self', cookies: { sid: 'forged' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF protection', () => {
  it('answers 403 to a mutating request without the X-CSRF-Token header', async () => {
    const client = t.client();
    await client.csrf();
    const res = await client.request('POST', '/api/users', { email: 'csrf@example.com' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { base: ['Invalid CSRF token'] } });
  });

  it('answers 403 to a token minted for another csrf cookie', async () => {
    const victim = t.client();
    const attacker = t.client();
    const attackerToken = await attacker.csrf();
    await victim.csrf();
    const res = await victim.request('DELETE', '/api/session', undefined, {
      csrf: false,
      headers: { 'x-csrf-token': attackerToken },
    });
    expect(res.status).toBe(403);
  });

  it('answers 403 without the csrf cookie even with a token', async () => {
    const client = t.client();
    const token = await client.csrf();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(403);
  });

  it('sets the csrf cookie httpOnly and keeps the same token for the same cookie', async () => {
    const client = t.client();
    const first = await client.get<{ token: string }>('/api/csrf');
    const second = await client.get<{ token: string }>('/api/csrf');
    expect(first.body.token).toBe(second.body.token);
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(res.cookies.find((c) => c.name === 'csrf')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });
});
