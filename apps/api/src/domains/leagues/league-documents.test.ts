import type { LeagueDocument, LeagueImported, LeagueInfo, LeagueSeasonIds } from '@app/contracts';
import { divisions, leagues } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { attachmentHeader } from '../../lib/attachment-header.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('league export and import', () => {
  it('round-trips a league: export, import as a new league, export again gives the same document', async () => {
    const owner = await buildSignedInUser(t);
    const demo = await owner.client.post<LeagueSeasonIds>('/api/demo');
    expect(demo.status).toBe(201);
    const [first, second] = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, demo.body.season.id));
    if (!first || !second) throw new Error('the demo has divisions');
    await t.db.insert(divisions).values({
      organizationId: owner.organizationId,
      seasonId: demo.body.season.id,
      name: 'U10/U12 Cup',
      color: '#8E24AA',
      isAcross: true,
      acrossFirstId: first.id,
      acrossSecondId: second.id,
      position: 9,
    });
    const exported = await owner.client.get<LeagueDocument>(`/api/leagues/${demo.body.league.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      attachmentHeader('Northside Youth Soccer (demo).json'),
    );
    const season = exported.body.seasons[0];
    expect(season?.teams).toHaveLength(24);
    expect(season?.divisions.find((d) => d.is_across)?.across_divisions).toHaveLength(2);

    const imported = await owner.client.post<LeagueImported>('/api/leagues/import', exported.body);
    expect(imported.status).toBe(201);
    expect(imported.body.league.id).not.toBe(demo.body.league.id);
    // The organisation has a league of that name already: the copy is numbered, as a second copy of a file.
    expect(imported.body.league.name).toBe('Northside Youth Soccer (demo) (2)');
    const again = await owner.client.get<LeagueDocument>(`/api/leagues/${imported.body.league.id}/export`);
    expect(again.body).toEqual({
      ...exported.body,
      league: { name: 'Northside Youth Soccer (demo) (2)', language: 'en' },
    });
    const info = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_league_id).toBe(imported.body.league.id);
    expect(info.body.current_season_id).toBe(imported.body.season.id);
  });

  it('names a document’s broken reference by its path and saves nothing', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.post('/api/leagues/import', {
      format: 'fixture-league',
      version: 1,
      league: { name: 'Broken' },
      seasons: [
        {
          name: 'S1',
          divisions: [],
          teams: [
            {
              key: 't1',
              division: 'd9',
              name: 'Hawks',
              home_venues: [],
              people: [],
              time_constraints: [],
              travel_constraint: null,
            },
          ],
          people: [],
          venues: [],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { 'seasons.0.teams.0.division': ['is not a key of this season'] } });
    const rows = await t.db.select().from(leagues).where(eq(leagues.organizationId, owner.organizationId));
    expect(rows).toEqual([]);
  });

  it('answers 404 for another organisation’s league, lets a user-role member export but not import', async () => {
    const owner = await buildLeagueOwner(t, { leagueName: 'リーグ "A"' });
    const stranger = await buildSignedInUser(t);
    expect((await stranger.client.get(`/api/leagues/${owner.leagueId}/export`)).status).toBe(404);
    const reader = await buildReader(t, owner);
    const exported = await reader.get<LeagueDocument>(`/api/leagues/${owner.leagueId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="___ _A_.json"; filename*=UTF-8''%E3%83%AA%E3%83%BC%E3%82%B0%20%22A%22.json`,
    );
    expect((await reader.post('/api/leagues/import', exported.body)).status).toBe(403);
  });
});
