import type { AdminOrganization, Organization } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { adminEmails: ['plans-admin@example.com'] } });
  admin = await buildSignedInUser(t, { email: 'plans-admin@example.com' });
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/admin/organizations/{id}', () => {
  it('lets a site admin set a plan by hand, which the organisation then reads as upgraded', async () => {
    const owner = await buildSignedInUser(t, { plan: 'free' });
    const before = await owner.client.get<{ organizations: Organization[] }>('/api/organizations');
    const organization = before.body.organizations[0];
    expect(organization).toMatchObject({ plan: 'free', upgraded: false });
    if (!organization) throw new Error('no organisation');

    const res = await admin.client.patch<AdminOrganization>(`/api/admin/organizations/${organization.id}`, {
      plan: 'elite_yearly',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: organization.id, plan: 'elite_yearly', plan_source: 'admin' });

    const after = await owner.client.get<{ organizations: Organization[] }>('/api/organizations');
    expect(after.body.organizations[0]).toMatchObject({ plan: 'elite_yearly', upgraded: true });
  });

  it('refuses an unknown plan naming the field, an unknown organisation, and anyone but a site admin', async () => {
    const owner = await buildSignedInUser(t);
    const organizationId = owner.organizationId;
    const bad = await admin.client.patch<{ errors: Record<string, string[]> }>(
      `/api/admin/organizations/${organizationId}`,
      { plan: 'platinum' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.plan?.[0]).toMatch(/must be one of free, pro_yearly/);
    const missing = await admin.client.patch(
      '/api/admin/organizations/00000000-0000-4000-8000-000000000000',
      {
        plan: 'pro_yearly',
      },
    );
    expect(missing.status).toBe(404);
    const self = await owner.client.patch(`/api/admin/organizations/${organizationId}`, {
      plan: 'pro_yearly',
    });
    expect(self.status).toBe(403);
  });
});
