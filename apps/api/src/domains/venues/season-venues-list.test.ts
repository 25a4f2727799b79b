import type { SeasonVenuesPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVenues } from '../../../test/league-builders.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/seasons/{id}/venues (paged)', () => {
  it('walks every venue once by position with its surfaces; q filters by name', async () => {
    const owner = await buildLeagueOwner(t);
    await buildVenues(
      owner.client,
      owner.seasonId,
      Array.from({ length: 7 }, (_, i) => ({
        name: `Park ${i + 1}`,
        surfaces: [{ name: 'North' }, { name: 'South' }],
      })),
    );
    const other = await buildLeagueOwner(t);
    await buildVenues(other.client, other.seasonId, [{ name: 'Elsewhere' }]);

    const reader = await buildReader(t, owner);
    const seen: SeasonVenuesPage['venues'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const res = await reader.get<SeasonVenuesPage>(`/api/seasons/${owner.seasonId}/venues?limit=3${query}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(7);
      seen.push(...res.body.venues);
      cursor = res.body.next_cursor;
    } while (cursor !== null);
    expect(seen.map((venue) => venue.name)).toEqual(Array.from({ length: 7 }, (_, i) => `Park ${i + 1}`));
    expect(seen[6]?.surfaces.map((s) => s.name)).toEqual(['North', 'South']);

    const found = await reader.get<SeasonVenuesPage>(`/api/seasons/${owner.seasonId}/venues?q=PARK%207`);
    expect(found.body).toMatchObject({ total: 1, next_cursor: null, venues: [{ name: 'Park 7' }] });
    expect((await owner.client.get(`/api/seasons/${other.seasonId}/venues`)).status).toBe(404);
    const bad = await owner.client.get(`/api/seasons/${owner.seasonId}/venues?limit=1000`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { limit: ['must be at most 500'] } });
  });
});
