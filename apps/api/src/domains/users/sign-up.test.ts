import type { User, UserCreateResponse } from '@app/contracts';
import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/users (sign-up)', () => {
  it('creates a temporary account from the email, lower-cased, and signs in at once', async () => {
    const client = t.client();
    const local = `New.Person-${Date.now()}`;
    const res = await client.post<UserCreateResponse>('/api/users', {
      email: `  ${local}@Example.COM `,
      timezone: 'Asia/Tokyo',
      timezone_offset: -540,
      locale: 'ja',
    });
    expect(res.status).toBe(201);
    const email = `${local.toLowerCase()}@example.com`;
    expect(res.body).toEqual({ id: expect.any(String), email });
    expect(client.cookies.has('sid')).toBe(true);

    const self = await client.get<User>('/api/users/self');
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      id: res.body.id,
      email,
      first: local.toLowerCase(),
      last: '',
      locale: 'ja',
      timezone: 'Asia/Tokyo',
      timezone_offset: -540,
      has_password: false,
      is_confirmed: false,
      upgraded: false,
      org_owner: true,
    });
  });

  it("creates the user's own organisation with the user as owner and makes it current", async () => {
    const client = t.client();
    const email = uniqueEmail('owner');
    await client.post('/api/users', { email });
    const orgs = await client.get<{ organizations: { id: string; name: string; role: number }[] }>(
      '/api/organizations',
    );
    const first = email.slice(0, email.indexOf('@'));
    expect(orgs.body.organizations).toEqual([
      { id: expect.any(String), name: `${first}'s organization`, role: 1, plan: 'free', upgraded: false },
    ]);
    const self = await client.get<User>('/api/users/self');
    expect(self.body.current_organization_id).toBe(orgs.body.organizations[0]?.id);
  });

  it('names the organisation in the language the user signs up in', async () => {
    const client = t.client();
    const email = uniqueEmail('tanaka');
    await client.post('/api/users', { email, locale: 'ja' });
    const orgs = await client.get<{ organizations: { name: string }[] }>('/api/organizations');
    expect(orgs.body.organizations.map((o) => o.name)).toEqual([
      `${email.slice(0, email.indexOf('@'))} の組織`,
    ]);
  });

  it('sets the session cookie httpOnly, SameSite=Lax, path / and without Secure over http', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await csrfHeaders(),
      payload: { email: uniqueEmail() },
    });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    expect(sid?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('mails a confirmation link that confirms the account', async () => {
    const client = t.client();
    const email = uniqueEmail('confirm');
    await client.post('/api/users', { email, locale: 'en' });
    const mail = lastMailTo(t, email);
    expect(mail.subject).toBe('Confirm your email address');
    const link = linkIn(mail, /\/confirm\?/);
    expect(link.origin).toBe('http://app.test');
    const token = link.searchParams.get('confirmation_token') ?? '';
    const confirmed = await t
      .client()
      .get<User>(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.is_confirmed).toBe(true);
    const again = await t
      .client()
      .get(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { confirmation_token: ['is invalid or has expired'] } });
  });

  it('writes the confirmation mail in Japanese for a Japanese sign-up', async () => {
    const email = uniqueEmail('ja');
    await t.client().post('/api/users', { email, locale: 'ja' });
    const mail = lastMailTo(t, email);
    expect(mail.subject).toBe('メールアドレスの確認');
    expect(mail.text).toContain('/confirm?confirmation_token=');
  });

  it('answers 409 on email for an existing account, in any letter case', async () => {
    const email = uniqueEmail('dup');
    expect((await t.client().post('/api/users', { email })).status).toBe(201);
    const again = await t.client().post('/api/users', { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: { email: ['has already been taken'] } });
  });

  it('names the field of an invalid email or time zone', async () => {
    const bad = await t.client().post('/api/users', { email: 'not-an-email', timezone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: { email: ['is not a valid email'], timezone: ['is not a known time zone'] },
    });
  });

  it('stores the referer on the user without showing it in /users/self', async () => {
    const client = t.client();
    const referer = 'https://club.example/news?utm_source=newsletter';
    const res = await client.post<UserCreateResponse>('/api/users', { email: uniqueEmail('ref'), referer });
    expect(res.status).toBe(201);
    const [row] = await t.db.select({ referer: users.referer }).from(users).where(eq(users.id, res.body.id));
    expect(row?.referer).toBe(referer);
    expect((await client.get<User>('/api/users/self')).body).not.toHaveProperty('referer');
  });

  it('names the field of a referer longer than 2,000 characters', async () => {
    const res = await t.client().post('/api/users', { email: uniqueEmail(), referer: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['referer']);
  });

  it('answers 401 for /users/self without a session', async () => {
    const res = await t.client().get('/api/users/self');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: { base: [expect.any(String)] } });
  });
});

async function csrfHeaders(): Promise<Record<string, string>> {
  const client = t.client();
  const token = await client.csrf();
  return { cookie: client.cookieHeader, 'x-csrf-token': token };
}
