import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitAuthMax: 3 } });
  // app.inject connects from 127.0.0.1, which plays the reverse proxy here.
  behindProxy = await createTestApp({ env: { rateLimitAuthMax: 3, trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

const organizationId = '00000000-0000-4000-8000-000000000000';

describe('rate limits on credential and mail-sending routes', () => {
  it.each([
    ['POST', '/api/session', { email: 'a@example.com', password: 'whatever1' }],
    ['POST', '/api/users/password/forgot', { email: 'a@example.com' }],
    ['POST', '/api/users/password/reset', { token: 'nope', password: 'whatever1' }],
    ['POST', '/api/users', { email: 'not-an-email' }],
    ['PATCH', '/api/users/self/password', { current_password: 'guess', password: 'whatever1' }],
    ['POST', '/api/user/confirmation', undefined],
    ['POST', `/api/organizations/${organizationId}/users`, { email: 'a@example.com' }],
  ] as const)(
    'answers 429 in the error shape after RATE_LIMIT_AUTH_MAX calls to %s %s',
    async (method, url, body) => {
      const client = t.client();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await client.request(method, url, body)).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      const limited = await client.request<{ errors: { base: string[] } }>(method, url, body);
      expect(limited.status).toBe(429);
      expect(limited.body.errors.base[0]).toMatch(/rate limit/i);
    },
  );

  it('does not limit ordinary reads', async () => {
    const client = t.client();
    for (let i = 0; i < 6; i += 1) expect((await client.get('/api/health')).status).toBe(200);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  it('counts each forwarded client address on its own', async () => {
    const client = behindProxy.client();
    // A new address each time: reset mail to one address has its own limit across clients.
    const forgot = (address: string) =>
      client.request(
        'POST',
        '/api/users/password/forgot',
        { email: uniqueEmail() },
        { headers: { 'x-forwarded-for': address } },
      );
    for (let i = 0; i < 3; i += 1) expect((await forgot('203.0.113.1')).status).toBe(200);
    expect((await forgot('203.0.113.1')).status).toBe(429);
    expect((await forgot('203.0.113.2')).status).toBe(200);
  });
});

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it('counts one client across two processes, so a second process does not reset the limit', async () => {
    const shared = { rateLimitAuthMax: 3, redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const first = await createTestApp({ env: shared });
    // The second app shares the first one's Redis keys, as a second process of one deployment would.
    const second = await createTestApp({
      env: { ...shared, rateLimitNamespace: first.env.rateLimitNamespace },
    });
    try {
      const body = { email: 'shared@example.com' };
      const statuses: number[] = [];
      for (const app of [first, second, first, second]) {
        statuses.push((await app.client().post('/api/users/password/forgot', body)).status);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('let requests through instead of failing them', async () => {
    const app = await createTestApp({ env: { rateLimitAuthMax: 3, redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const res = await app.client().post('/api/users/password/forgot', { email: 'away@example.com' });
      expect(res.status).toBeLessThan(300);
    } finally {
      await app.close();
    }
  });
});
