import type { Dashboard, DashboardSearchResponse } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildLeagueOwner, buildReader, type LeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: LeagueOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildLeagueOwner(t, { leagueName: 'Lakeside League', seasonName: 'Spring 2026' });
  const base = `/api/seasons/${owner.seasonId}`;
  await owner.client.post(`${base}/divisions/bulk`, {
    rows: [{ name: 'U10 Hawks Cup', shortcode: 'U10' }, { name: 'U12' }],
  });
  await owner.client.post(`${base}/teams/bulk`, {
    rows: [
      { name: 'Hawks', division: 'U10' },
      { name: 'Nighthawks', division: 'U12' },
      { name: 'Owls', division: 'U12' },
    ],
  });
  await owner.client.post(`${base}/venues/bulk`, { rows: [{ name: 'Hawkins Field', surfaces: ['A', 'B'] }] });
  await owner.client.post(`${base}/people/bulk`, {
    rows: [
      { first: 'Pat', last: 'Hawke' },
      { first: 'Sam', last: 'Ito' },
      { first: '100%', last: 'Sure' },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/seasons/:id/dashboard', () => {
  it('answers the league, season and accordion counts', async () => {
    const res = await owner.client.get<Dashboard>(`/api/seasons/${owner.seasonId}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      league: { id: owner.leagueId, name: 'Lakeside League' },
      season: { id: owner.seasonId, name: 'Spring 2026' },
      counts: {
        divisions: 2,
        teams: 3,
        people: 3,
        venues: 1,
        surfaces: 2,
        timeslots: 0,
        schedules: 0,
        tournaments: 0,
      },
    });
  });

  it('is readable by a user-role member and 404 for another organisation', async () => {
    const reader = await buildReader(t, owner);
    expect((await reader.get(`/api/seasons/${owner.seasonId}/dashboard`)).status).toBe(200);
    const stranger = await buildSignedInUser(t);
    expect((await stranger.client.get(`/api/seasons/${owner.seasonId}/dashboard`)).status).toBe(404);
    expect((await stranger.client.get(`/api/seasons/${owner.seasonId}/search?q=hawk`)).status).toBe(404);
  });
});

describe('GET /api/seasons/:id/search', () => {
  it('matches names anywhere, ignoring case, in every group', async () => {
    const res = await owner.client.get<DashboardSearchResponse>(
      `/api/seasons/${owner.seasonId}/search?q=HAWK`,
    );
    expect(res.status).toBe(200);
    expect(res.body.divisions.map((d) => d.name)).toEqual(['U10 Hawks Cup']);
    expect(res.body.teams).toEqual([
      { id: expect.any(String), name: 'Hawks', division_name: 'U10 Hawks Cup' },
      { id: expect.any(String), name: 'Nighthawks', division_name: 'U12' },
    ]);
    expect(res.body.people.map((p) => p.name)).toEqual(['Pat Hawke']);
    expect(res.body.venues.map((v) => v.name)).toEqual(['Hawkins Field']);
    expect(res.body.schedules).toEqual([]);
  });

  it('matches a first and last name together and treats % as a character', async () => {
    const full = await owner.client.get<DashboardSearchResponse>(
      `/api/seasons/${owner.seasonId}/search?q=sam%20ito`,
    );
    expect(full.body.people.map((p) => p.name)).toEqual(['Sam Ito']);
    const percent = await owner.client.get<DashboardSearchResponse>(
      `/api/seasons/${owner.seasonId}/search?q=%25`,
    );
    expect(percent.body.people.map((p) => p.name)).toEqual(['100% Sure']);
    expect(percent.body.teams).toEqual([]);
  });

  it('requires a query', async () => {
    const res = await owner.client.get(`/api/seasons/${owner.seasonId}/search?q=%20`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { q: ['is required'] } });
  });
});

describe('OpenAPI document', () => {
  it('lists the bulk, import, copy, bulk-edit, dashboard and demo routes', async () => {
    const res = await t.client().get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    const expected: [string, string][] = [
      ['/api/seasons/{id}/divisions/bulk', 'post'],
      ['/api/seasons/{id}/teams/bulk', 'post'],
      ['/api/seasons/{id}/venues/bulk', 'post'],
      ['/api/seasons/{id}/people/bulk', 'post'],
      ['/api/seasons/{id}/csv/{kind}', 'post'],
      ['/api/leagues/{id}/export', 'get'],
      ['/api/leagues/import', 'post'],
      ['/api/seasons/copy', 'post'],
      ['/api/seasons/{id}/bulk_edit', 'put'],
      ['/api/seasons/{id}/dashboard', 'get'],
      ['/api/seasons/{id}/search', 'get'],
      ['/api/demo', 'post'],
    ];
    for (const [path, method] of expected)
      expect(res.body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
