import type { Invitation, LeagueInfo, Organization, OrganizationUser } from '@app/contracts';
import { invitations } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, lastMailTo, linkIn, TEST_PLAN, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Invites `email` into the owner's organisation and returns the mailed link's id and token. */
async function invite(
  client: Awaited<ReturnType<typeof buildSignedInUser>>['client'],
  organizationId: string,
  email: string,
  role?: 2 | 3,
): Promise<{ id: string; token: string }> {
  const res = await client.post<OrganizationUser>(`/api/organizations/${organizationId}/users`, {
    email,
    role,
  });
  expect(res.status).toBe(201);
  const link = linkIn(lastMailTo(t, email), /\/accept_invitation\//);
  const id = link.pathname.split('/').at(-1) ?? '';
  expect(id).toBe(res.body.id);
  return { id, token: link.searchParams.get('invitation_token') ?? '' };
}

describe('invitations end to end', () => {
  it('invites by email as admin by default, and the invitee joins and switches to the organisation', async () => {
    const owner = await buildSignedInUser(t);
    await owner.client.patch(`/api/organizations/${owner.organizationId}`, { name: 'Harbour FC' });
    const inviteeEmail = uniqueEmail('invitee');
    const { id, token } = await invite(owner.client, owner.organizationId, inviteeEmail);
    expect(lastMailTo(t, inviteeEmail).text).toContain('Harbour FC');

    const shown = await t
      .client()
      .get<Invitation>(`/api/invitations/${id}?invitation_token=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id,
      organization_name: 'Harbour FC',
      email: inviteeEmail,
      inviter: owner.email.split('@')[0],
    });

    const invitee = await buildSignedInUser(t, { email: inviteeEmail });
    const accepted = await invitee.client.post<Organization>(`/api/accept_invitation/${id}`, {
      invitation_token: token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      id: owner.organizationId,
      name: 'Harbour FC',
      role: 2,
      plan: TEST_PLAN,
      upgraded: true,
    });

    const info = await invitee.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_organization.id).toBe(owner.organizationId);
    expect(info.body.organizations).toHaveLength(2);

    const users = await owner.client.get<{ users: OrganizationUser[] }>(
      `/api/organizations/${owner.organizationId}/users`,
    );
    expect(users.body.users.find((u) => u.email === inviteeEmail)).toMatchObject({
      status: 'active',
      role: 2,
    });

    const reuse = await invitee.client.post(`/api/accept_invitation/${id}`, { invitation_token: token });
    expect(reuse.status).toBe(404);
  });

  it('joins with the role chosen at invitation', async () => {
    const owner = await buildSignedInUser(t);
    const email = uniqueEmail('viewer');
    const { id, token } = await invite(owner.client, owner.organizationId, email, 3);
    const invitee = await buildSignedInUser(t, { email });
    const res = await invitee.client.post<Organization>(`/api/accept_invitation/${id}`, {
      invitation_token: token,
    });
    expect(res.body.role).toBe(3);
  });

  it('refuses acceptance by a user with another email (403)', async () => {
    const owner = await buildSignedInUser(t);
    const { id, token } = await invite(owner.client, owner.organizationId, uniqueEmail('meant'));
    const stranger = await buildSignedInUser(t);
    const res = await stranger.client.post(`/api/accept_invitation/${id}`, { invitation_token: token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { base: ['This invitation was sent to another email address'] } });
  });

  it('requires a session to accept', async () => {
    const owner = await buildSignedInUser(t);
    const { id, token } = await invite(owner.client, owner.organizationId, uniqueEmail());
    const res = await t.client().post(`/api/accept_invitation/${id}`, { invitation_token: token });
    expect(res.status).toBe(401);
  });

  it('hides an invitation behind a wrong token (404) and reports an expired one (422)', async () => {
    const owner = await buildSignedInUser(t);
    const { id, token } = await invite(owner.client, owner.organizationId, uniqueEmail());
    expect((await t.client().get(`/api/invitations/${id}?invitation_token=wrong`)).status).toBe(404);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const expired = await t
      .client()
      .get(`/api/invitations/${id}?invitation_token=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({ errors: { invitation_token: ['has expired'] } });
  });

  it('answers 409 when inviting an existing member', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.post(`/api/organizations/${owner.organizationId}/users`, {
      email: owner.email,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: { email: ['is already a member of this organization'] } });
  });

  it('replaces a pending invitation when the same email is invited again', async () => {
    const owner = await buildSignedInUser(t);
    const email = uniqueEmail('twice');
    const first = await invite(owner.client, owner.organizationId, email);
    const second = await invite(owner.client, owner.organizationId, email);
    expect(
      (await t.client().get(`/api/invitations/${first.id}?invitation_token=${first.token}`)).status,
    ).toBe(404);
    expect(
      (await t.client().get(`/api/invitations/${second.id}?invitation_token=${second.token}`)).status,
    ).toBe(200);
  });

  it('cancels an invitation so its link stops working', async () => {
    const owner = await buildSignedInUser(t);
    const email = uniqueEmail('cancelled');
    const { id, token } = await invite(owner.client, owner.organizationId, email);
    expect((await owner.client.delete(`/api/invitations/${id}`)).status).toBe(200);
    expect((await t.client().get(`/api/invitations/${id}?invitation_token=${token}`)).status).toBe(404);
    const users = await owner.client.get<{ users: OrganizationUser[] }>(
      `/api/organizations/${owner.organizationId}/users`,
    );
    expect(users.body.users.map((u) => u.email)).not.toContain(email);
  });

  it('writes the invitation in the invitee’s language when they have an account', async () => {
    const owner = await buildSignedInUser(t);
    const invitee = await buildSignedInUser(t, { locale: 'ja' });
    await owner.client.post(`/api/organizations/${owner.organizationId}/users`, { email: invitee.email });
    expect(lastMailTo(t, invitee.email).subject).toBe('組織への招待');
  });
});
