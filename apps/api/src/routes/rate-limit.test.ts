import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitAuthMax: 3 } });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on credential routes', () => {
  it.each([
    ['/api/session', { email: 'a@example.com', password: 'whatever1' }],
    ['/api/users/password/forgot', { email: 'a@example.com' }],
    ['/api/users/password/reset', { token: 'nope', password: 'whatever1' }],
    ['/api/users', { email: 'not-an-email' }],
  ])('answers 429 in the error shape after RATE_LIMIT_AUTH_MAX calls to %s', async (url, body) => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.post(url, body)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    const limited = await client.post<{ errors: { base: string[] } }>(url, body);
    expect(limited.status).toBe(429);
    expect(limited.body.errors.base[0]).toMatch(/rate limit/i);
  });

  it('does not limit ordinary reads', async () => {
    const client = t.client();
    for (let i = 0; i < 6; i += 1) expect((await client.get('/api/health')).status).toBe(200);
  });
});
