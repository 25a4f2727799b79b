import type { AdminSummary, AdminUsersPage } from '@app/contracts';
import { users } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { buildLeague } from '../../../test/league-builders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { adminEmails: ['summary-admin@example.com'] } });
  admin = await buildSignedInUser(t, { email: 'summary-admin@example.com' });
});
afterAll(async () => {
  await t.close();
});

async function named(built: BuiltUser, first: string, last: string): Promise<void> {
  await t.db.update(users).set({ first, last }).where(eq(users.id, built.user.id));
}

describe('GET /api/admin/summary', () => {
  it('answers 403 to anyone but a site admin and 401 signed out', async () => {
    const owner = await buildSignedInUser(t);
    expect((await owner.client.get('/api/admin/summary')).status).toBe(403);
    expect((await owner.client.get('/api/dropshadows')).status).toBe(403);
    expect((await t.client().get('/api/admin/summary')).status).toBe(401);
  });

  it('searches users by email, first or last name ignoring case, and pages them newest first', async () => {
    const zelda = await buildUser(t, { email: 'zelda.quartz@example.com' });
    await named(zelda, 'Zelda', 'Hyrule');
    const link = await buildUser(t, { email: 'link@example.com' });
    await named(link, 'Link', 'Quartzfield');
    const other = await buildUser(t, { email: 'quartzy@example.com' });
    await named(other, 'Q', 'Z');

    const res = await admin.client.get<AdminSummary>('/api/admin/summary?q=QUARTZ&per_page=2');
    expect(res.status).toBe(200);
    expect(res.body.users.total).toBe(3);
    expect(res.body.users).toMatchObject({ page: 1, per_page: 2 });
    expect(res.body.users.items.map((u) => u.email)).toEqual(['quartzy@example.com', 'link@example.com']);
    expect(res.body.users.items[1]).toEqual({
      id: link.user.id,
      created_at: link.user.createdAt.toISOString(),
      first: 'Link',
      last: 'Quartzfield',
      email: 'link@example.com',
      timezone: 'UTC',
      site_admin: false,
    });
    const second = await admin.client.get<AdminSummary>('/api/admin/summary?q=quartz&per_page=2&page=2');
    expect(second.body.users.items.map((u) => u.email)).toEqual(['zelda.quartz@example.com']);
    const byFirst = await admin.client.get<AdminSummary>('/api/admin/summary?q=zeLDa');
    expect(byFirst.body.users.items.map((u) => u.id)).toEqual([zelda.user.id]);
    // A LIKE wildcard in the search matches itself only.
    const wildcard = await admin.client.get<AdminSummary>('/api/admin/summary?q=%25');
    expect(wildcard.body.users.total).toBe(0);
  });

  it('lists organisations with plan, owner email, member and league counts, searched and paged', async () => {
    const owner = await buildSignedInUser(t, { email: 'orgsearch-owner@example.com' });
    await buildLeague(owner.client, { name: 'League A' });
    await buildLeague(owner.client, { name: 'League B' });
    await admin.client.patch(`/api/admin/organizations/${owner.organizationId}`, { plan: 'pro_yearly' });

    const res = await admin.client.get<AdminSummary>('/api/admin/summary?org_q=ORGSEARCH-owner');
    expect(res.status).toBe(200);
    expect(res.body.organizations.total).toBe(1);
    expect(res.body.organizations.items[0]).toMatchObject({
      id: owner.organizationId,
      plan: 'pro_yearly',
      plan_source: 'admin',
      owner_email: 'orgsearch-owner@example.com',
      member_count: 1,
      league_count: 2,
    });
    const paged = await admin.client.get<AdminSummary>('/api/admin/summary?org_per_page=1&org_page=2');
    expect(paged.body.organizations.items).toHaveLength(1);
    expect(paged.body.organizations.total).toBeGreaterThan(1);
  });

  it('refuses bad paging naming the field', async () => {
    const res = await admin.client.get<{ errors: Record<string, string[]> }>(
      '/api/admin/summary?per_page=500&org_page=0',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.per_page?.[0]).toBe('must be at most 100');
    expect(res.body.errors.org_page?.[0]).toBe('must be at least 1');
  });
});

describe('GET /api/dropshadows', () => {
  it('answers the same users page without organisations', async () => {
    const res = await admin.client.get<AdminUsersPage>('/api/dropshadows?q=summary-admin');
    expect(res.status).toBe(200);
    expect(res.body.items.map((u) => [u.email, u.site_admin])).toEqual([['summary-admin@example.com', true]]);
    expect(res.body.total).toBe(1);
  });
});

describe('the summary at 10,000 users', () => {
  it('searches and pages them quickly', async () => {
    await t.db.execute(sql`insert into users (email, first, last, password_hash, created_at)
      select 'bulk-' || n || '@load.example.com', 'Bulk' || n, 'Load', 'x', now() - n * interval '1 second'
      from generate_series(1, 10000) as n`);
    const started = performance.now();
    const res = await admin.client.get<AdminSummary>(
      '/api/admin/summary?q=load.EXAMPLE&per_page=100&page=100',
    );
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.users.total).toBe(10_000);
    expect(res.body.users.items).toHaveLength(100);
    expect(res.body.users.items.at(-1)?.email).toBe('bulk-10000@load.example.com');
    // Generous for a shared CI machine; it takes tens of milliseconds (docs/admin.md#the-summary).
    expect(elapsed).toBeLessThan(3000);
  });
});
