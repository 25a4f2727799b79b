import type { SeasonTeamsPage } from '@app/contracts';
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

describe('GET /api/seasons/{id}/teams (paged)', () => {
  it('walks every team once, divisions in order then teams, each with its division; q filters by name', async () => {
    const owner = await buildLeagueOwner(t);
    const first = await buildDivision(owner.client, { season_id: owner.seasonId, name: 'Under 10' });
    const second = await buildDivision(owner.client, { season_id: owner.seasonId, name: 'Under 12' });
    const names = (prefix: string) => Array.from({ length: 6 }, (_, i) => `${prefix} ${i + 1}`);
    await buildTeams(owner.client, first.id, names('Lions'));
    await buildTeams(owner.client, second.id, names('Tigers'));
    const other = await buildLeagueOwner(t);
    const stranger = await buildDivision(other.client, { season_id: other.seasonId });
    await buildTeams(other.client, stranger.id, ['Elsewhere']);

    const reader = await buildReader(t, owner);
    const seen: SeasonTeamsPage['teams'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const res = await reader.get<SeasonTeamsPage>(`/api/seasons/${owner.seasonId}/teams?limit=5${query}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(12);
      seen.push(...res.body.teams);
      cursor = res.body.next_cursor;
    } while (cursor !== null);
    expect(seen.map((team) => team.name)).toEqual([...names('Lions'), ...names('Tigers')]);
    expect(seen[6]?.division).toEqual({ id: second.id, name: 'Under 12', color: second.color });

    const found = await reader.get<SeasonTeamsPage>(`/api/seasons/${owner.seasonId}/teams?q=tigers%202`);
    expect(found.body).toEqual({
      total: 1,
      next_cursor: null,
      teams: [
        { id: expect.any(String), name: 'Tigers 2', division: expect.objectContaining({ id: second.id }) },
      ],
    });
    expect((await owner.client.get(`/api/seasons/${other.seasonId}/teams`)).status).toBe(404);
    const bad = await owner.client.get(`/api/seasons/${owner.seasonId}/teams?limit=x`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { limit: ['must be a number'] } });
  });
});
