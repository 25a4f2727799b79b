import { activities } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, buildUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queueActivity } from './queue-activity.ts';

/** The link's settings pointing nowhere: these tests stop before SportsEngine is called. */
const SPORTSENGINE = {
  clientId: 'client',
  clientSecret: 'secret',
  authUrl: 'http://127.0.0.1:9/auth',
  graphqlUrl: 'http://127.0.0.1:9/graphql',
  restUrl: 'http://127.0.0.1:9/rest',
  tokenKey: Buffer.alloc(32, 1),
};

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { sportsengine: SPORTSENGINE } });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const BODY = { site_id: 's1', league_id: 'l1', season_id: 'se1' };

describe('SportsEngine import routes, before SportsEngine is called', () => {
  it('answer 503 when SportsEngine is not set up on the server', async () => {
    const owner = await buildSignedInUser(bare);
    for (const path of [
      '/api/sportsengine/sites',
      '/api/sportsengine/sites_beta',
      '/api/sportsengine/sites/s1/leagues',
    ]) {
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(503);
    }
    expect((await owner.client.post('/api/sportsengine/import', BODY)).status).toBe(503);
  });

  it('answer 422 on sportsengine when the organisation is not connected, and queue nothing', async () => {
    const owner = await buildSignedInUser(t);
    const sites = await owner.client.get<{ errors: Record<string, string[]> }>('/api/sportsengine/sites');
    expect(sites.status).toBe(422);
    expect(sites.body.errors.sportsengine?.[0]).toMatch(/not connected/);
    const started = await owner.client.post('/api/sportsengine/import/org1/gs1', {});
    expect(started.status).toBe(422);
    const sport = await owner.client.post('/api/sportsengine/import', BODY);
    expect(sport.status).toBe(422);
    const rows = await t.db
      .select()
      .from(activities)
      .where(eq(activities.organizationId, owner.organizationId));
    expect(rows).toHaveLength(0);
  });

  it('are for the owner only', async () => {
    const owner = await buildSignedInUser(t);
    const admin = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    const client = await signIn(t, admin);
    await client.get(`/api/switch_organization/${owner.organizationId}`);
    expect((await client.get('/api/sportsengine/sites')).status).toBe(403);
    expect((await client.post('/api/sportsengine/import', BODY)).status).toBe(403);
    expect((await client.post('/api/sportsengine/import/org1/gs1', {})).status).toBe(403);
  });

  it('name a missing or overlong platform id (400)', async () => {
    const owner = await buildSignedInUser(t);
    const missing = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/sportsengine/import',
      {
        ...BODY,
        site_id: '  ',
      },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('site_id');
    const long = await owner.client.post<{ errors: Record<string, string[]> }>('/api/sportsengine/import', {
      ...BODY,
      subseason_id: 'x'.repeat(65),
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toContain('subseason_id');
    const badOption = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/sportsengine/import/org1/gs1',
      { include_games: 'yes' },
    );
    expect(badOption.status).toBe(400);
    expect(Object.keys(badOption.body.errors)).toContain('include_games');
  });
});

describe('GET /api/activities/{id}', () => {
  it("answers 404 for another organisation's activity", async () => {
    const owner = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const row = await queueActivity(t.db, {
      organizationId: owner.organizationId,
      userId: owner.user.id,
      kind: 'import_beta',
      params: {},
    });
    // Queued by hand with no job: only its row is read here.
    expect((await owner.client.get(`/api/activities/${row.id}`)).status).toBe(200);
    expect((await other.client.get(`/api/activities/${row.id}`)).status).toBe(404);
  });
});
