import type { BulkEditTables } from '@app/contracts';
import { divisions, surfaces, teams, venues } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueOwner, buildReader, type LeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function seeded(): Promise<LeagueOwner & { ids: Record<string, string> }> {
  const owner = await buildLeagueOwner(t);
  const base = `/api/seasons/${owner.seasonId}`;
  await owner.client.post(`${base}/divisions/bulk`, { rows: [{ name: 'U10' }, { name: 'U12' }] });
  await owner.client.post(`${base}/teams/bulk`, {
    rows: [
      { name: 'Hawks', division: 'U10' },
      { name: 'Owls', division: 'U12' },
    ],
  });
  await owner.client.post(`${base}/venues/bulk`, { rows: [{ name: 'Park', surfaces: ['A'] }] });
  const [u10, u12] = await t.db
    .select()
    .from(divisions)
    .where(eq(divisions.seasonId, owner.seasonId))
    .orderBy(asc(divisions.position));
  const [hawks, owls] = await t.db
    .select()
    .from(teams)
    .where(eq(teams.seasonId, owner.seasonId))
    .orderBy(asc(teams.position));
  const [park] = await t.db.select().from(venues).where(eq(venues.seasonId, owner.seasonId));
  const [field] = await t.db.select().from(surfaces).where(eq(surfaces.seasonId, owner.seasonId));
  if (!u10 || !u12 || !hawks || !owls || !park || !field) throw new Error('seed failed');
  return {
    ...owner,
    ids: { u10: u10.id, u12: u12.id, hawks: hawks.id, owls: owls.id, park: park.id, field: field.id },
  };
}

const put = (owner: LeagueOwner, seasonId: string, body: unknown) =>
  owner.client.request('PUT', `/api/seasons/${seasonId}/bulk_edit`, body);

describe('GET /api/seasons/:id/bulk_edit', () => {
  it('lists divisions with their teams and venues with their surfaces, with every code', async () => {
    const owner = await seeded();
    const { ids } = owner;
    await put(owner, owner.seasonId, {
      season_id: owner.seasonId,
      divisions: [{ id: ids.u10, name: 'U10', shortcode: 'U10', se_id: 'se-1', se_mapping_code: 'm-1' }],
    });
    const res = await owner.client.get<BulkEditTables>(`/api/seasons/${owner.seasonId}/bulk_edit`);
    expect(res.status).toBe(200);
    expect(res.body.season_id).toBe(owner.seasonId);
    expect(res.body.divisions.map((d) => [d.name, d.teams.map((team) => team.name)])).toEqual([
      ['U10', ['Hawks']],
      ['U12', ['Owls']],
    ]);
    expect(res.body.divisions[0]).toMatchObject({
      id: ids.u10,
      shortcode: 'U10',
      longcode: null,
      se_id: 'se-1',
      se_mapping_code: 'm-1',
      is_across: false,
    });
    expect(res.body.divisions[0]?.teams[0]).toEqual({
      id: ids.hawks,
      name: 'Hawks',
      shortcode: null,
      longcode: null,
      se_id: null,
      se_mapping_code: null,
    });
    expect(res.body.venues).toEqual([
      {
        id: ids.park,
        name: 'Park',
        shortcode: null,
        longcode: null,
        surfaces: [{ id: ids.field, name: 'A', shortcode: null, longcode: null }],
      },
    ]);
  });

  it('lets a user-role member read and answers 404 for another organisation’s season', async () => {
    const owner = await seeded();
    const reader = await buildReader(t, owner);
    expect((await reader.get(`/api/seasons/${owner.seasonId}/bulk_edit`)).status).toBe(200);
    const stranger = await seeded();
    expect((await stranger.client.get(`/api/seasons/${owner.seasonId}/bulk_edit`)).status).toBe(404);
  });
});

describe('PUT /api/seasons/:id/bulk_edit', () => {
  it('renames and recodes divisions, teams, venues and surfaces in one save', async () => {
    const owner = await seeded();
    const { ids } = owner;
    const res = await put(owner, owner.seasonId, {
      season_id: owner.seasonId,
      divisions: [
        {
          id: ids.u10,
          name: 'Under 10',
          shortcode: 'U10',
          longcode: 'UNDER10',
          se_id: 'se-1',
          teams: [{ id: ids.hawks, name: 'Red Hawks', shortcode: 'RH' }],
        },
      ],
      venues: [
        {
          id: ids.park,
          name: 'North Park',
          shortcode: 'NP',
          surfaces: [{ id: ids.field, name: 'Field A', longcode: 'FA1' }],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [division] = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.id, ids.u10 ?? ''));
    expect(division).toMatchObject({ name: 'Under 10', shortcode: 'U10', longcode: 'UNDER10', seId: 'se-1' });
    const [team] = await t.db
      .select()
      .from(teams)
      .where(eq(teams.id, ids.hawks ?? ''));
    expect(team).toMatchObject({ name: 'Red Hawks', shortcode: 'RH', longcode: null });
    const [owls] = await t.db
      .select()
      .from(teams)
      .where(eq(teams.id, ids.owls ?? ''));
    expect(owls?.name).toBe('Owls');
    const [field] = await t.db
      .select()
      .from(surfaces)
      .where(eq(surfaces.id, ids.field ?? ''));
    expect(field).toMatchObject({ name: 'Field A', longcode: 'FA1' });
  });

  it('saves nothing when a team is listed under another division or a record is not the season’s', async () => {
    const owner = await seeded();
    const other = await seeded();
    const { ids } = owner;
    const res = await put(owner, owner.seasonId, {
      season_id: owner.seasonId,
      divisions: [
        { id: ids.u10, name: 'Renamed', teams: [{ id: ids.owls, name: 'Moved' }] },
        { id: other.ids.u10, name: 'Foreign' },
      ],
      venues: [],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        'divisions.0.teams.0.id': ['is not a team of this division'],
        'divisions.1.id': ['is not a division of this season'],
      },
    });
    const [division] = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.id, ids.u10 ?? ''));
    expect(division?.name).toBe('U10');
  });

  it('names bad fields, answers 404 for another organisation’s season and 403 for a user-role member', async () => {
    const owner = await seeded();
    const bad = await put(owner, owner.seasonId, {
      season_id: owner.seasonId,
      divisions: [{ id: owner.ids.u10, name: '', shortcode: 'TOOLONG' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'divisions.0.name',
      'divisions.0.shortcode',
    ]);
    const mismatch = await put(owner, owner.seasonId, { season_id: '00000000-0000-4000-8000-000000000000' });
    expect(mismatch.status).toBe(422);
    const stranger = await seeded();
    expect((await put(stranger, owner.seasonId, { season_id: owner.seasonId })).status).toBe(404);
    const reader = await buildReader(t, owner);
    expect(
      (await reader.request('PUT', `/api/seasons/${owner.seasonId}/bulk_edit`, { season_id: owner.seasonId }))
        .status,
    ).toBe(403);
  });
});
