import type { Division } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildLeague, buildTeams } from '../../../test/league-builders.ts';
import { buildLeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A signed-in owner with a fresh league and season. */
const season = () => buildLeagueOwner(t);

describe('divisions', () => {
  it('creates divisions with palette colours in turn, and reads one with its teams', async () => {
    const { client, seasonId } = await season();
    const first = await buildDivision(client, { season_id: seasonId, name: 'U10', shortcode: 'U10' });
    const second = await buildDivision(client, { season_id: seasonId, name: 'U12', color: '#00aa11' });
    const third = await buildDivision(client, { season_id: seasonId, name: 'U14' });
    expect([first.color, second.color, third.color]).toEqual(['#1E88E5', '#00AA11', '#43A047']);
    const [team] = await buildTeams(client, first.id, ['Lions']);
    const res = await client.get<Division>(`/api/divisions/${first.id}`);
    expect(res.body).toEqual({
      id: first.id,
      season_id: seasonId,
      name: 'U10',
      shortcode: 'U10',
      longcode: null,
      se_id: null,
      se_mapping_code: null,
      color: '#1E88E5',
      is_across: false,
      across_divisions: [],
      teams: [{ id: team?.id, name: 'Lions' }],
      schedules: [],
      tournaments: [],
    });
  });

  it('names the field of a division without a name, a long shortcode or a bad code', async () => {
    const { client, seasonId } = await season();
    const res = await client.post('/api/divisions', {
      season_id: seasonId,
      name: '',
      shortcode: 'TOOLONG',
      longcode: 'a-b',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        name: ['is required'],
        shortcode: ['must be at most 4 characters'],
        longcode: ['must contain only letters and digits'],
      },
    });
  });

  it('builds an across-division from exactly two plain divisions of the season', async () => {
    const { client, seasonId } = await season();
    const a = await buildDivision(client, { season_id: seasonId, name: 'East' });
    const b = await buildDivision(client, { season_id: seasonId, name: 'West' });
    const across = await buildDivision(client, {
      season_id: seasonId,
      name: 'East v West',
      is_across: true,
      across_divisions: [a.id, b.id],
    });
    expect(across).toMatchObject({ is_across: true, across_divisions: [a.id, b.id] });
    const three = await client.post('/api/divisions', {
      season_id: seasonId,
      name: 'Three',
      is_across: true,
      across_divisions: [a.id],
    });
    expect(three.body).toEqual({ errors: { across_divisions: ['choose exactly two divisions'] } });
    const ofAcross = await client.post('/api/divisions', {
      season_id: seasonId,
      name: 'Nested',
      is_across: true,
      across_divisions: [a.id, across.id],
    });
    expect(ofAcross.status).toBe(422);
    expect(Object.keys((ofAcross.body as { errors: object }).errors)).toEqual(['across_divisions']);
  });

  it('refuses across sources from another season', async () => {
    const { client, seasonId } = await season();
    const other = await buildLeague(client, { name: 'Other' });
    const a = await buildDivision(client, { season_id: seasonId, name: 'East' });
    const b = await buildDivision(client, { season_id: other.season.id, name: 'Elsewhere' });
    const res = await client.post('/api/divisions', {
      season_id: seasonId,
      name: 'Mixed',
      is_across: true,
      across_divisions: [a.id, b.id],
    });
    expect(res.status).toBe(422);
  });

  it('keeps across settings fixed on update and deletes the across-division with a source', async () => {
    const { client, seasonId } = await season();
    const a = await buildDivision(client, { season_id: seasonId, name: 'East' });
    const b = await buildDivision(client, { season_id: seasonId, name: 'West' });
    const across = await buildDivision(client, {
      season_id: seasonId,
      name: 'Cross',
      is_across: true,
      across_divisions: [a.id, b.id],
    });
    const updated = await client.patch<Division>(`/api/divisions/${across.id}`, {
      name: 'Crossover',
      color: '#123456',
      is_across: false,
      across_divisions: [],
    });
    expect(updated.body).toMatchObject({
      name: 'Crossover',
      is_across: true,
      across_divisions: [a.id, b.id],
    });
    expect((await client.delete(`/api/divisions/${a.id}`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/divisions/${across.id}`)).status).toBe(404);
    expect((await client.get(`/api/divisions/${b.id}`)).status).toBe(200);
  });

  it('deletes a division with its teams', async () => {
    const { client, seasonId } = await season();
    const division = await buildDivision(client, { season_id: seasonId });
    const [team] = await buildTeams(client, division.id, ['Lions']);
    await client.delete(`/api/divisions/${division.id}`);
    expect((await client.get(`/api/teams/${team?.id}`)).status).toBe(404);
  });
});
