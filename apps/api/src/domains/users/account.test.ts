import type { User } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, lastMailTo, linkIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = (email: string) => ({
  first: 'Ada',
  last: 'Lovelace',
  email,
  timezone: 'Europe/London',
  locale: 'en' as const,
  first_day: 1,
});

describe('PATCH /api/users/self (account settings)', () => {
  it('saves first, last, time zone, locale and first day of week', async () => {
    const { client, email } = await buildSignedInUser(t);
    const res = await client.patch<User>('/api/users/self', { ...form(email), locale: 'ja', first_day: 6 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first: 'Ada',
      last: 'Lovelace',
      timezone: 'Europe/London',
      locale: 'ja',
      first_day: 6,
    });
    expect((await client.get<User>('/api/users/self')).body.first_day).toBe(6);
  });

  it('names every invalid field', async () => {
    const { client } = await buildSignedInUser(t);
    const res = await client.patch('/api/users/self', {
      first: '  ',
      last: 'L',
      email: 'nope',
      timezone: 'Nowhere/City',
      locale: 'fr',
      first_day: 7,
    });
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'first', 'first_day', 'locale', 'timezone']);
    expect(errors.first).toEqual(['is required']);
    expect(errors.timezone).toEqual(['is not a known time zone']);
  });

  it('keeps the email until the new one is confirmed by the link mailed to it', async () => {
    const { client, email } = await buildSignedInUser(t);
    const next = uniqueEmail('next');
    const res = await client.patch<User>('/api/users/self', form(next.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect(res.body.unconfirmed_email).toBe(next);

    const mail = lastMailTo(t, next);
    expect(mail.subject).toBe('Confirm your new email address');
    const token = linkIn(mail, /\/confirm\?/).searchParams.get('confirmation_token') ?? '';
    const confirmed = await t
      .client()
      .get<User>(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: next, unconfirmed_email: null, is_confirmed: true });
    expect(
      (await t.client().post('/api/session', { email: next, password: 'correct horse battery' })).status,
    ).toBe(200);
  });

  it('answers an address of another account like a free one (docs/users.md)', async () => {
    const other = await buildUser(t);
    const { client, email } = await buildSignedInUser(t);
    const res = await client.patch<User>('/api/users/self', form(other.email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, unconfirmed_email: other.email });
  });

  it('resends the confirmation to the pending new address', async () => {
    const { client, email } = await buildSignedInUser(t);
    const next = uniqueEmail('resend');
    await client.patch('/api/users/self', form(next));
    const count = t.mailer.sent.filter((m) => m.to === next).length;
    const res = await client.post('/api/user/confirmation');
    expect(res.status).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === next)).toHaveLength(count + 1);
    expect(t.mailer.sent.at(-1)?.to).not.toBe(email);
  });

  it('keeps a pending change and its mailed link when the pending email is submitted again', async () => {
    const { client, email } = await buildSignedInUser(t);
    const next = uniqueEmail('pending');
    await client.patch('/api/users/self', form(next));
    const mailsToNext = () => t.mailer.sent.filter((m) => m.to === next).length;
    const mailed = mailsToNext();
    const token = linkIn(lastMailTo(t, next), /\/confirm\?/).searchParams.get('confirmation_token') ?? '';
    const res = await client.patch<User>('/api/users/self', { ...form(next), first: 'Grace' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first: 'Grace', email, unconfirmed_email: next });
    expect(mailsToNext()).toBe(mailed);
    const confirmed = await t
      .client()
      .get<User>(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: next, unconfirmed_email: null });
  });

  it('cancels a pending change when the current email is submitted again', async () => {
    const { client, email } = await buildSignedInUser(t);
    const next = uniqueEmail('cancel');
    await client.patch('/api/users/self', form(next));
    const token = linkIn(lastMailTo(t, next), /\/confirm\?/).searchParams.get('confirmation_token') ?? '';
    const res = await client.patch<User>('/api/users/self', form(email));
    expect(res.body.unconfirmed_email).toBeNull();
    const late = await t
      .client()
      .get(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    expect(late.status).toBe(422);
  });

  it('stores and returns hostile strings verbatim', async () => {
    const { client, email } = await buildSignedInUser(t);
    const script = '<script>alert("x")</script>';
    const sql = "' OR 1=1 --";
    const res = await client.patch<User>('/api/users/self', { ...form(email), first: script, last: sql });
    expect(res.status).toBe(200);
    const self = await client.get<User>('/api/users/self');
    expect(self.body.first).toBe(script);
    expect(self.body.last).toBe(sql);
    expect(self.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /api/switch_locale/:locale', () => {
  it('saves the locale and answers the user', async () => {
    const { client } = await buildSignedInUser(t);
    const res = await client.get<User>('/api/switch_locale/ja');
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('ja');
    expect((await client.get<User>('/api/users/self')).body.locale).toBe('ja');
  });

  it('sends later mail in the saved locale', async () => {
    const { client, email } = await buildSignedInUser(t);
    await client.get('/api/switch_locale/ja');
    await t.client().post('/api/users/password/forgot', { email });
    expect(lastMailTo(t, email).subject).toBe('パスワードの再設定');
  });

  it('rejects an unsupported locale naming the field', async () => {
    const { client } = await buildSignedInUser(t);
    const res = await client.get('/api/switch_locale/fr');
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['locale']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/switch_locale/en')).status).toBe(401);
  });
});
