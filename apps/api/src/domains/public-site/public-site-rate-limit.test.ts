import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublicLeague, type PublicLeague } from '../../../test/public-site-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let league: PublicLeague;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitPublicMax: 3 } });
  league = await buildPublicLeague(t, { publish: true });
});
afterAll(async () => {
  await t.close();
});

describe('the public reads’ rate limit', () => {
  it('answers 429 past RATE_LIMIT_PUBLIC_MAX a minute per client and route, not cached', async () => {
    const url = `/api/public_divisions/${league.seasonId}`;
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.get(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await client.get(url);
    expect(limited.headers['cache-control']).toBe('no-store');
    // Another route counts on its own.
    expect((await client.get(`/api/public_teams/${league.hawks.id}`)).status).toBe(200);
  });
});
