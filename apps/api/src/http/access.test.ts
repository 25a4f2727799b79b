import { randomUUID } from 'node:crypto';
import { ACCESS_LEVELS, ROLES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser, buildUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import type { DeclaredRoute } from './access.ts';

let t: TestApp;
let apiRoutes: DeclaredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  // Fastify's own HEAD twins of GET routes carry their GET's declaration; the web app's routes are not /api.
  apiRoutes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
});
afterAll(async () => {
  await t.close();
});

/** A URL for a route pattern: every path parameter filled with a value its schema accepts. */
function fill(url: string): string {
  return url
    .replace(':locale', 'en')
    .replace(':kind', 'teams')
    .replace(':file', `${'x'.repeat(24)}.ics`)
    .replace(/:[a-z_]+/g, () => randomUUID());
}

// Query strings that GET routes require, so a signed-out call passes validation and meets the access hook.
const QUERIES: Record<string, string> = {
  '/api/geocode': '?q=Main%20Street',
  '/api/seasons/:id/search': '?q=lions',
  '/api/user/confirmation': '?confirmation_token=abc',
  '/api/invitations/:id': '?invitation_token=abc',
  '/api/conferences': '?season_id=00000000-0000-4000-8000-000000000000',
  '/api/sportsengine/schedules': '?season_id=00000000-0000-4000-8000-000000000000',
};

// Valid bodies for a sample of changes, so signed-out and user-role calls pass validation.
const BODIES: [string, string, unknown][] = [
  ['POST', '/api/divisions', { name: 'Under 12', season_id: randomUUID() }],
  ['POST', '/api/leagues', { name: 'Hillside League', seasonName: 'Autumn' }],
  ['POST', '/api/timeslots/bulk_delete', { ids: [randomUUID()] }],
  ['POST', '/api/games/unschedule', { ids: [randomUUID()] }],
  ['POST', '/api/seasons/copy', { season_id: randomUUID(), name: 'Copy' }],
  [
    'PATCH',
    '/api/users/self',
    { first: 'Ann', last: 'Lee', email: 'ann@example.com', timezone: 'UTC', locale: 'en', first_day: 0 },
  ],
];

describe('declared access', () => {
  it('every /api route declares a level', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    const undeclared = apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const route of apiRoutes) expect(ACCESS_LEVELS).toContain(route.access);
  });

  it('names an organisation source only on member, manager and owner routes', () => {
    const misplaced = apiRoutes.filter(
      (r) => r.organization !== undefined && !['member', 'manager', 'owner'].includes(r.access ?? ''),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps public and token routes to the ones meant to be open', () => {
    const open = apiRoutes
      .filter((r) => r.access === 'public' || r.access === 'token')
      .map((r) => `${r.access} ${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([
      'public DELETE /api/session',
      'public GET /api/auth/providers',
      'public GET /api/auth/sportsengine',
      'public GET /api/csrf',
      'public GET /api/health',
      'public GET /api/openapi.json',
      'public GET /api/plans',
      'public GET /api/public_calendars/:id',
      'public GET /api/public_divisions/:id',
      'public GET /api/public_league_pages/:id',
      'public GET /api/public_league_pages/:org_slug/:league_slug',
      'public GET /api/public_scores/:id',
      'public GET /api/public_standings/:id',
      'public GET /api/public_teams/:id',
      'public GET /api/ready',
      'public GET /api/webpage_by_domain',
      'public POST /api/oauth/sportsengine',
      'public POST /api/session',
      'public POST /api/stripe/webhook',
      'public POST /api/users',
      'public POST /api/users/password/forgot',
      'public POST /api/wizard',
      'token GET /api/embed/:token',
      'token GET /api/embed/:token/calendar.ics',
      'token GET /api/feeds/:file',
      'token GET /api/invitations/:id',
      'token GET /api/user/confirmation',
      'token POST /api/users/password/reset',
    ]);
  });

  it('answers 401 to a signed-out caller on every route that needs a session', async () => {
    const client = t.client();
    const closed = apiRoutes.filter((r) => r.access !== 'public' && r.access !== 'token');
    const answers: string[] = [];
    for (const route of closed) {
      const sample = BODIES.find(([method, url]) => method === route.method && url === route.url);
      if (route.method !== 'GET' && route.method !== 'DELETE' && !sample) continue;
      const res = await client.request(
        route.method as 'GET' | 'DELETE',
        fill(route.url) + (QUERIES[route.url] ?? ''),
        sample?.[2],
      );
      answers.push(`${res.status} ${route.method} ${route.url}`);
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((a) => !a.startsWith('401 '))).toEqual([]);
  });

  describe('a user-role member (3)', () => {
    let reader: TestClient;
    let organizationId: string;
    let ownerMembershipId: string;

    beforeAll(async () => {
      const owner = await buildSignedInUser(t);
      organizationId = owner.organizationId;
      const user = await buildUser(t);
      await addMember(t, { organizationId, user: user.user, role: ROLES.user });
      reader = await signIn(t, user);
      await reader.get(`/api/switch_organization/${organizationId}`);
      const users = await owner.client.get<{ users: { id: string; role: number }[] }>(
        `/api/organizations/${organizationId}/users`,
      );
      ownerMembershipId = users.body.users.find((u) => u.role === ROLES.owner)?.id ?? '';
    });

    it('gets 403 from manager routes, before any record is looked up', async () => {
      const calls: [string, string, unknown?][] = [
        ...BODIES.filter(([, url]) => url !== '/api/users/self'),
        ['DELETE', `/api/divisions/${randomUUID()}`],
        ['DELETE', `/api/teams/${randomUUID()}`],
        ['POST', `/api/schedules/${randomUUID()}/cancel`],
        ['PATCH', `/api/organizations/${organizationId}`, { name: 'Renamed' }],
        ['POST', `/api/organizations/${organizationId}/users`, { email: 'new@example.com' }],
        ['DELETE', `/api/organization_users/${ownerMembershipId}`],
      ];
      const answers: string[] = [];
      for (const [method, url, body] of calls) {
        const res = await reader.request(method as 'POST', url, body);
        answers.push(`${res.status} ${method} ${url}`);
      }
      expect(answers.filter((a) => !a.startsWith('403 '))).toEqual([]);
    });

    it('reads what members read', async () => {
      expect((await reader.get(`/api/organizations/${organizationId}`)).status).toBe(200);
      expect((await reader.get(`/api/organizations/${organizationId}/users`)).status).toBe(200);
      expect((await reader.get('/api/leagues')).status).toBe(200);
    });
  });
});
