import type { SeasonDivisionsPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildTeams } from '../../../test/league-builders.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/seasons/{id}/divisions (paged)', () => {
  it('walks every division once by position with its team count; q matches name or abbreviation', async () => {
    const owner = await buildLeagueOwner(t);
    const made = [];
    for (let i = 1; i <= 5; i += 1) {
      made.push(
        await buildDivision(owner.client, {
          season_id: owner.seasonId,
          name: `Under ${i}`,
          shortcode: `U${i}`,
        }),
      );
    }
    await buildTeams(owner.client, made[1]?.id ?? '', ['Lions', 'Tigers', 'Bears']);
    const other = await buildLeagueOwner(t);
    await buildDivision(other.client, { season_id: other.seasonId, name: 'Elsewhere' });

    const reader = await buildReader(t, owner);
    const seen: SeasonDivisionsPage['divisions'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const res = await reader.get<SeasonDivisionsPage>(
        `/api/seasons/${owner.seasonId}/divisions?limit=2${query}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      seen.push(...res.body.divisions);
      cursor = res.body.next_cursor;
    } while (cursor !== null);
    expect(seen.map((d) => [d.name, d.team_count])).toEqual([
      ['Under 1', 0],
      ['Under 2', 3],
      ['Under 3', 0],
      ['Under 4', 0],
      ['Under 5', 0],
    ]);
    expect(seen[0]).toEqual({
      id: made[0]?.id,
      name: 'Under 1',
      color: made[0]?.color,
      is_across: false,
      team_count: 0,
    });

    const byCode = await reader.get<SeasonDivisionsPage>(`/api/seasons/${owner.seasonId}/divisions?q=u3`);
    expect(byCode.body).toMatchObject({ total: 1, next_cursor: null, divisions: [{ name: 'Under 3' }] });
    expect((await owner.client.get(`/api/seasons/${other.seasonId}/divisions`)).status).toBe(404);
    const bad = await owner.client.get(`/api/seasons/${owner.seasonId}/divisions?limit=-3`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { limit: ['must be at least 1'] } });
  });
});
