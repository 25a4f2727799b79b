import type { OrganizationUser, User } from '@app/contracts';
import { invitations, memberships, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  buildSignedInUser,
  buildUser,
  lastMailTo,
  linkIn,
  signIn,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // app.inject connects from 127.0.0.1, which plays the reverse proxy, so each test picks its client address.
  limited = await createTestApp({ env: { rateLimitAuthMax: 3, trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const form = (email: string) => ({
  first: 'Ada',
  last: 'Lovelace',
  email,
  timezone: 'UTC',
  locale: 'en' as const,
  first_day: 0,
});
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
let nextAddress = 1;
/** A client address no other test uses. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** A user of the rate-limited app, signed in from an address of their own (sign-in is limited per address). */
async function limitedUser() {
  const built = await buildUser(limited);
  const client = limited.client();
  const res = await client.request('POST', '/api/session', built, from(freshAddress()));
  expect(res.status).toBe(200);
  return { ...built, client };
}

describe('email change does not tell which addresses have accounts', () => {
  it('answers a taken address exactly like a free one and mails its owner a notice without a link', async () => {
    const owner = await buildUser(t);
    const free = uniqueEmail('free');
    const a = await buildSignedInUser(t);
    const b = await buildSignedInUser(t);
    const mailsBefore = t.mailer.sent.length;
    const toTaken = await a.client.patch<User>('/api/users/self', form(owner.email));
    const toFree = await b.client.patch<User>('/api/users/self', form(free));
    expect(toTaken.status).toBe(200);
    expect(toFree.status).toBe(200);
    expect(toTaken.body.unconfirmed_email).toBe(owner.email);
    expect(toFree.body.unconfirmed_email).toBe(free);
    // Everything but the account's own ids, addresses and creation time is the same.
    const shape = (u: User) => ({
      ...u,
      id: '',
      email: '',
      unconfirmed_email: '',
      current_organization_id: '',
      created_at: '',
    });
    expect(shape(toTaken.body)).toEqual(shape(toFree.body));
    expect(Object.keys(toTaken.body).sort()).toEqual(Object.keys(toFree.body).sort());

    const sent = t.mailer.sent.slice(mailsBefore);
    const notice = sent.find((m) => m.to === owner.email);
    expect(notice?.subject).toBe('Someone tried to use your email address');
    expect(notice?.text).not.toMatch(/https?:\/\//);
    expect(sent.find((m) => m.to === free)?.subject).toBe('Confirm your new email address');
    // The taken address never received a working link, and the account keeps its own email.
    expect((await a.client.get<User>('/api/users/self')).body.email).toBe(a.email);
  });

  it('sends the notice again, not a link, when the confirmation of a taken address is resent', async () => {
    const owner = await buildUser(t);
    const { client } = await buildSignedInUser(t);
    await client.patch('/api/users/self', form(owner.email));
    expect((await client.post('/api/user/confirmation')).status).toBe(200);
    expect(lastMailTo(t, owner.email).text).not.toMatch(/https?:\/\//);
  });
});

describe('email change rate limits', () => {
  it('limits email changes per client address, across accounts', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { client } = await limitedUser();
      const res = await client.request('PATCH', '/api/users/self', form(uniqueEmail('c')), from(address));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits email changes per account, across client addresses', async () => {
    const { client } = await limitedUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await client.request(
        'PATCH',
        '/api/users/self',
        form(uniqueEmail('a')),
        from(freshAddress()),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limitedRes = await client.request<{ errors: { base: string[] } }>(
      'PATCH',
      '/api/users/self',
      form(uniqueEmail('a')),
      from(freshAddress()),
    );
    expect(limitedRes.body.errors.base[0]).toMatch(/rate limit/i);
  });

  it('does not limit saving the form without an email change', async () => {
    const { client, email } = await limitedUser();
    const address = freshAddress();
    for (let i = 0; i < 6; i += 1) {
      const res = await client.request(
        'PATCH',
        '/api/users/self',
        { ...form(email), first: `Ada ${i}` },
        from(address),
      );
      expect(res.status).toBe(200);
    }
  });
});

describe('forgot password', () => {
  it('answers before looking the address up or mailing (timings: forgot-password-timing.postgres.test.ts)', async () => {
    const { email } = await buildUser(t);
    const client = t.client();
    const csrf = { 'x-csrf-token': await client.csrf(), cookie: client.cookieHeader };
    const ask = async (address: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/password/forgot',
        headers: csrf,
        payload: { email: address },
      });
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      return ms;
    };
    // Deterministic part: the answer arrives while the mail is still held back, so it never waits for it.
    let release: (value: undefined) => void = () => undefined;
    const held = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    const send = t.mailer.send;
    t.mailer.send = async (message) => {
      await held;
      await send(message);
    };
    const before = t.mailer.sent.length;
    const answered = await Promise.race([
      ask(email).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waited for the mail'), 5_000)),
    ]);
    expect(answered).toBe('answered');
    expect(t.mailer.sent.length).toBe(before);
    release(undefined);
    await t.app.background.idle();
    t.mailer.send = send;
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('limits reset mail to one address, across client addresses', async () => {
    const { email } = await buildUser(limited);
    const client = limited.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await client.request('POST', '/api/users/password/forgot', { email }, from(freshAddress()))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited.mailer.sent.filter((m) => m.to === email)).toHaveLength(3);
  });
});

describe('sign-in limits per client', () => {
  it('lets the owner sign in with the right password while another client is locked out', async () => {
    const { email, password } = await buildUser(limited);
    const attacker = limited.client();
    const attackerAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const guess = { email, password: `guess ${i} wrong` };
      statuses.push((await attacker.request('POST', '/api/session', guess, from(attackerAddress))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Locked out even with the right password, from the attacker's address.
    expect(
      (await attacker.request('POST', '/api/session', { email, password }, from(attackerAddress))).status,
    ).toBe(429);
    const owner = limited.client();
    expect(
      (await owner.request('POST', '/api/session', { email, password }, from(freshAddress()))).status,
    ).toBe(200);
  });
});

describe('first password reset of an unconfirmed account', () => {
  /** Signs up as `email` the way anyone can (no mailbox needed) and answers the signed-in client. */
  async function signUpAs(email: string): Promise<{ client: TestClient; organizationId: string }> {
    const client = t.client();
    const res = await client.post('/api/users', { email });
    expect(res.status).toBe(201);
    const self = await client.get<User>('/api/users/self');
    return { client, organizationId: self.body.current_organization_id ?? '' };
  }

  async function resetPasswordOf(email: string, password: string): Promise<TestClient> {
    const owner = t.client();
    await owner.post('/api/users/password/forgot', { email });
    const token = linkIn(lastMailTo(t, email), /\/password\/reset\?/).searchParams.get('token') ?? '';
    expect((await owner.post('/api/users/password/reset', { token, password })).status).toBe(200);
    return owner;
  }

  it('removes the members and invitations the squatter added, and says so in the mail', async () => {
    const victimEmail = uniqueEmail('victim');
    const squatter = await signUpAs(victimEmail);
    const accomplice = await buildUser(t);
    await addMember(t, { organizationId: squatter.organizationId, user: accomplice.user, role: 2 });
    const invited = await squatter.client.post<OrganizationUser>(
      `/api/organizations/${squatter.organizationId}/users`,
      { email: uniqueEmail('other'), role: 2 },
    );
    expect(invited.status).toBe(201);
    await squatter.client.patch('/api/users/self', form(uniqueEmail('squatter')));

    await resetPasswordOf(victimEmail, 'the real owner 1');
    const members = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, squatter.organizationId));
    expect(members.map((m) => m.role)).toEqual([1]);
    expect(
      await t.db.select().from(invitations).where(eq(invitations.organizationId, squatter.organizationId)),
    ).toEqual([]);
    const mail = lastMailTo(t, victimEmail);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('1 member(s) added to your organizations before this reset were removed');

    const owner = await signIn(t, { email: victimEmail, password: 'the real owner 1' });
    const self = await owner.get<User>('/api/users/self');
    expect(self.body).toMatchObject({ is_confirmed: true, unconfirmed_email: null });
    // The squatter's session ended with the reset, and the accomplice no longer reaches the organisation.
    expect((await squatter.client.get('/api/users/self')).status).toBe(401);
    const accompliceClient = await signIn(t, accomplice);
    expect((await accompliceClient.get(`/api/organizations/${squatter.organizationId}`)).status).toBe(404);
  });

  it("keeps a confirmed account's members on a reset", async () => {
    const owner = await buildUser(t);
    // buildUser leaves the account unconfirmed: confirm it as its link would.
    await t.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, owner.user.id));
    const member = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: member.user, role: 2 });
    await resetPasswordOf(owner.email, 'another password 1');
    const members = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, owner.organizationId));
    expect(members).toHaveLength(2);
    const mail = lastMailTo(t, owner.email);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).not.toContain('removed');
  });
});
