import type { LeagueInfo, Organization, OrganizationUser, User } from '@app/contracts';
import { invitations, memberships } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  buildOrganization,
  buildSignedInUser,
  buildUser,
  signIn,
  TEST_PLAN,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('organisations a user belongs to', () => {
  it('lists the caller’s organisations with the caller’s role in each', async () => {
    const owner = await buildSignedInUser(t);
    const other = await buildUser(t);
    const extra = await buildOrganization(t, { owner: other.user, name: 'Riverside League' });
    await addMember(t, { organizationId: extra.id, user: owner.user, role: 3 });
    const res = await owner.client.get<{ organizations: Organization[] }>('/api/organizations');
    expect(res.status).toBe(200);
    expect(res.body.organizations).toEqual([
      {
        id: owner.organizationId,
        name: expect.stringContaining("'s organization"),
        role: 1,
        plan: TEST_PLAN,
        upgraded: true,
      },
      { id: extra.id, name: 'Riverside League', role: 3, plan: TEST_PLAN, upgraded: true },
    ]);
  });

  it('switches the current organisation and reports it in league information', async () => {
    const owner = await buildSignedInUser(t);
    const other = await buildUser(t);
    const extra = await buildOrganization(t, { owner: other.user });
    await addMember(t, { organizationId: extra.id, user: owner.user, role: 2 });
    const res = await owner.client.get<User>(`/api/switch_organization/${extra.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_organization_id: extra.id, org_owner: false });
    const info = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_organization).toEqual({
      id: extra.id,
      name: extra.name,
      role: 2,
      plan: TEST_PLAN,
      upgraded: true,
    });
    expect(info.body.organizations).toHaveLength(2);
    expect(info.body.leagues).toEqual([]);
    expect(info.body.user.current_organization_id).toBe(extra.id);
  });

  it('answers league information for a new account', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(res.status).toBe(200);
    expect(res.body.current_organization).toMatchObject({ id: owner.organizationId, role: 1 });
    expect(res.body.user).toMatchObject({ id: owner.user.id, org_owner: true });
  });

  it('answers 401 for organisation routes without a session', async () => {
    for (const url of ['/api/organizations', '/api/leagues'])
      expect((await t.client().get(url)).status).toBe(401);
  });

  it('renames an organisation (owner) and stores hostile names verbatim', async () => {
    const owner = await buildSignedInUser(t);
    const name = `<script>alert(1)</script> ' OR 1=1 --`;
    const res = await owner.client.patch<Organization>(`/api/organizations/${owner.organizationId}`, {
      name,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: owner.organizationId, name, role: 1, plan: TEST_PLAN, upgraded: true });
    expect(
      (await owner.client.get<Organization>(`/api/organizations/${owner.organizationId}`)).body.name,
    ).toBe(name);
  });

  it('names the field of an empty organisation name', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.patch(`/api/organizations/${owner.organizationId}`, { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { name: ['is required'] } });
  });

  it('answers 400 naming id for a malformed id', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.get('/api/organizations/not-a-uuid');
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['id']);
  });
});

describe('roles', () => {
  it('lets an admin manage the organisation', async () => {
    const owner = await buildUser(t);
    const admin = await buildSignedInUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    const org = `/api/organizations/${owner.organizationId}`;
    expect((await admin.client.get(org)).status).toBe(200);
    expect((await admin.client.patch(org, { name: 'Admin renamed' })).status).toBe(200);
    expect((await admin.client.get(`${org}/users`)).status).toBe(200);
    expect((await admin.client.post(`${org}/users`, { email: uniqueEmail() })).status).toBe(201);
  });

  it('lets a user-role member read the organisation and its users but answers 403 on every management route', async () => {
    const owner = await buildSignedInUser(t);
    const member = await buildSignedInUser(t);
    const membership = await addMember(t, {
      organizationId: owner.organizationId,
      user: member.user,
      role: 3,
    });
    const invited = await owner.client.post<OrganizationUser>(
      `/api/organizations/${owner.organizationId}/users`,
      {
        email: uniqueEmail(),
      },
    );
    const org = `/api/organizations/${owner.organizationId}`;
    const list = await member.client.get<{ users: OrganizationUser[] }>(`${org}/users`);
    expect(list.status).toBe(200);
    expect(list.body.users.map((u) => [u.email, u.role, u.status])).toEqual([
      [owner.email, 1, 'active'],
      [member.email, 3, 'active'],
      [invited.body.email, 2, 'invited'],
    ]);
    const read = await member.client.get<{ name: string; role: number }>(org);
    expect(read.status).toBe(200);
    expect(read.body.role).toBe(3);
    const calls: [string, string, unknown?][] = [
      ['PATCH', org, { name: 'x' }],
      ['POST', `${org}/users`, { email: uniqueEmail() }],
      ['PATCH', `/api/organization_users/${membership.id}`, { role: 2 }],
      ['DELETE', `/api/organization_users/${membership.id}`],
      ['DELETE', `/api/invitations/${invited.body.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await member.client.request(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body, `${method} ${url}`).toEqual({ errors: { base: [expect.any(String)] } });
    }
    expect((await member.client.get(`${org}/users`)).body).toEqual(list.body);
    expect((await member.client.get(`/api/switch_organization/${owner.organizationId}`)).status).toBe(200);
  });

  it("answers 404 for every :id route given another organisation's ids", async () => {
    const victim = await buildSignedInUser(t);
    const victimMember = await buildUser(t);
    const membership = await addMember(t, {
      organizationId: victim.organizationId,
      user: victimMember.user,
      role: 2,
    });
    const invitation = await victim.client.post<OrganizationUser>(
      `/api/organizations/${victim.organizationId}/users`,
      {
        email: uniqueEmail(),
      },
    );
    const attacker = await buildSignedInUser(t);
    const org = `/api/organizations/${victim.organizationId}`;
    const ownerMembership = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, victim.organizationId), eq(memberships.role, 1)));
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/switch_organization/${victim.organizationId}`],
      ['GET', org],
      ['PATCH', org, { name: 'pwned' }],
      ['GET', `${org}/users`],
      ['POST', `${org}/users`, { email: attacker.email }],
      ['PATCH', `/api/organization_users/${membership.id}`, { role: 3 }],
      ['DELETE', `/api/organization_users/${membership.id}`],
      ['DELETE', `/api/organization_users/${ownerMembership[0]?.id}`],
      ['DELETE', `/api/invitations/${invitation.body.id}`],
      ['GET', `/api/invitations/${invitation.body.id}?invitation_token=guess`],
      ['POST', `/api/accept_invitation/${invitation.body.id}`, { invitation_token: 'guess' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await attacker.client.request(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ errors: { base: ['Not found'] } });
    }
    const rows = await t.db.select().from(invitations).where(eq(invitations.id, invitation.body.id));
    expect(rows).toHaveLength(1);
    const still = await victim.client.get<Organization>(org);
    expect(still.body.name).not.toBe('pwned');
  });

  it('answers 404 for ids that do not exist', async () => {
    const owner = await buildSignedInUser(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await owner.client.get(`/api/organizations/${missing}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/organization_users/${missing}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/invitations/${missing}`)).status).toBe(404);
  });
});

describe('members', () => {
  it('lists members and pending invitations with their status', async () => {
    const owner = await buildSignedInUser(t);
    const admin = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    const invitee = uniqueEmail('invitee');
    await owner.client.post(`/api/organizations/${owner.organizationId}/users`, { email: invitee, role: 3 });
    const res = await owner.client.get<{ users: OrganizationUser[] }>(
      `/api/organizations/${owner.organizationId}/users`,
    );
    expect(res.status).toBe(200);
    expect(res.body.users.map((u) => [u.email, u.role, u.status])).toEqual([
      [owner.email, 1, 'active'],
      [admin.email, 2, 'active'],
      [invitee, 3, 'invited'],
    ]);
  });

  it("changes a member's role but never the owner's", async () => {
    const owner = await buildSignedInUser(t);
    const admin = await buildSignedInUser(t);
    const membership = await addMember(t, {
      organizationId: owner.organizationId,
      user: admin.user,
      role: 2,
    });
    const res = await owner.client.patch<OrganizationUser>(`/api/organization_users/${membership.id}`, {
      role: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: membership.id, role: 3, status: 'active', email: admin.email });
    const [ownerRow] = await t.db
      .select()
      .from(memberships)
      .where(
        and(eq(memberships.organizationId, owner.organizationId), eq(memberships.userId, owner.user.id)),
      );
    const promoted = await t.db
      .update(memberships)
      .set({ role: 2 })
      .where(eq(memberships.id, membership.id))
      .returning();
    expect(promoted).toHaveLength(1);
    const demoteOwner = await admin.client.patch(`/api/organization_users/${ownerRow?.id}`, { role: 3 });
    expect(demoteOwner.status).toBe(422);
    expect(demoteOwner.body).toEqual({ errors: { role: ['of the owner cannot be changed'] } });
  });

  it('never removes the owner', async () => {
    const owner = await buildUser(t);
    const admin = await buildSignedInUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    const [ownerRow] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, owner.organizationId), eq(memberships.role, 1)));
    const res = await admin.client.delete(`/api/organization_users/${ownerRow?.id}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { base: ['The owner cannot be removed'] } });
  });

  it('removes a member, whose current organisation falls back to their own', async () => {
    const owner = await buildSignedInUser(t);
    const member = await buildSignedInUser(t);
    const membership = await addMember(t, {
      organizationId: owner.organizationId,
      user: member.user,
      role: 2,
    });
    await member.client.get(`/api/switch_organization/${owner.organizationId}`);
    const res = await owner.client.delete(`/api/organization_users/${membership.id}`);
    expect(res.status).toBe(200);
    const self = await member.client.get<User>('/api/users/self');
    expect(self.body.current_organization_id).toBe(member.organizationId);
    expect((await member.client.get(`/api/switch_organization/${owner.organizationId}`)).status).toBe(404);
    const relogged = await signIn(t, { email: member.email, password: member.password });
    const info = await relogged.get<LeagueInfo>('/api/leagues');
    expect(info.body.organizations.map((o) => o.id)).toEqual([member.organizationId]);
  });
});
