import type { Person } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildPerson, buildTeams } from '../../../test/league-builders.ts';
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

describe('people', () => {
  it('creates a person with roles and contacts, empty contacts as null', async () => {
    const { client, seasonId } = await season();
    const res = await client.post<Person>('/api/people', {
      season_id: seasonId,
      first: ' Ana ',
      last: 'Diaz',
      is_coach: true,
      phone_primary: '+1 (312) 555-0100',
      email_primary: 'ANA@Example.com',
      email_secondary: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      season_id: seasonId,
      first: 'Ana',
      last: 'Diaz',
      name: 'Ana Diaz',
      is_coach: true,
      is_player: false,
      is_staff: false,
      is_umpire: false,
      phone_primary: '+1 (312) 555-0100',
      phone_secondary: null,
      email_primary: 'ana@example.com',
      email_secondary: null,
      teams: [],
    });
    expect((await client.get<Person>(`/api/people/${res.body.id}`)).body).toEqual(res.body);
  });

  it('names the fields of a person without names or with a bad email', async () => {
    const { client, seasonId } = await season();
    const res = await client.post('/api/people', { season_id: seasonId, first: '', email_primary: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: { first: ['is required'], last: ['is required'], email_primary: ['is not a valid email'] },
    });
  });

  it('answers 404 for a season of another organisation', async () => {
    const { client } = await season();
    const stranger = await season();
    const res = await client.post('/api/people', { season_id: stranger.seasonId, first: 'A', last: 'B' });
    expect(res.status).toBe(404);
  });

  it('updates a person, keeping hostile text verbatim, and lists their teams', async () => {
    const { client, seasonId } = await season();
    const division = await buildDivision(client, { season_id: seasonId });
    const [team] = await buildTeams(client, division.id, ['Lions']);
    const person = await buildPerson(client, { season_id: seasonId, is_player: true });
    await client.post(`/api/teams/${team?.id}/people`, { person_id: person.id, role: 'player' });
    const last = `'; DELETE FROM people; -- Ñandú`;
    const res = await client.patch<Person>(`/api/people/${person.id}`, {
      first: 'Sam',
      last,
      is_player: true,
      is_umpire: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      last,
      name: `Sam ${last}`,
      is_umpire: true,
      teams: [{ id: team?.id, name: 'Lions', role: 'player' }],
    });
  });

  it('deletes a person and their team entries', async () => {
    const { client, seasonId } = await season();
    const division = await buildDivision(client, { season_id: seasonId });
    const [team] = await buildTeams(client, division.id, ['Lions']);
    const person = await buildPerson(client, { season_id: seasonId, is_coach: true });
    await client.post(`/api/teams/${team?.id}/people`, { person_id: person.id, role: 'coach' });
    expect((await client.delete(`/api/people/${person.id}`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/people/${person.id}`)).status).toBe(404);
    expect((await client.get<{ coaches: unknown[] }>(`/api/teams/${team?.id}`)).body.coaches).toEqual([]);
  });
});
