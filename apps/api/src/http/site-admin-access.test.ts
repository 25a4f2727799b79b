import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isSiteAdmin } from '../auth/site-admins.ts';
import { loadEnv } from '../env.ts';
import { callerOf } from './access.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { adminEmails: ['root@example.com'] },
    // No product route is admin-only yet; this one stands for them.
    routes: (app) => {
      app.get('/api/site-check', { config: { access: 'admin' } }, async (request) => ({
        email: callerOf(request).user.email,
      }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the admin access level', () => {
  it('lets a configured site admin in, whatever their organisation role', async () => {
    const admin = await buildSignedInUser(t, { email: 'root@example.com' });
    const res = await admin.client.get<{ email: string }>('/api/site-check');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('root@example.com');
  });

  it('answers 403 to an organisation owner who is not a site admin, and 401 when signed out', async () => {
    const owner = await buildSignedInUser(t);
    expect((await owner.client.get('/api/site-check')).status).toBe(403);
    expect((await t.client().get('/api/site-check')).status).toBe(401);
  });
});

describe('site admins', () => {
  it('reads ADMIN_EMAILS as a comma-separated, case-blind list', () => {
    const env = loadEnv({
      ADMIN_EMAILS: ' Ops@Example.com, ,lead@example.com ',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(env.adminEmails).toEqual(['ops@example.com', 'lead@example.com']);
    expect(isSiteAdmin('OPS@example.com ', env.adminEmails)).toBe(true);
    expect(isSiteAdmin('other@example.com', env.adminEmails)).toBe(false);
    expect(loadEnv({ SESSION_SECRET: 'x'.repeat(32) }).adminEmails).toEqual([]);
  });
});
