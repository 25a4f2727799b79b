import type { Person, Team } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import {
  buildDivision,
  buildLeague,
  buildPerson,
  buildTeams,
  buildVenues,
} from '../../../test/league-builders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function division() {
  const owner = await buildSignedInUser(t);
  const ids = await buildLeague(owner.client);
  const built = await buildDivision(owner.client, { season_id: ids.season.id, name: 'U10' });
  return { ...owner, seasonId: ids.season.id, divisionId: built.id };
}

const LOCATED = { address: { latitude: 41.88, longitude: -87.63 } };
const LIMITS = { max_distance_weekday_home: 30, max_time_weekend_last: 45 };

describe('teams', () => {
  it('creates several rows at once, dropping blank-named rows, and reads the team page', async () => {
    const { client, seasonId, divisionId } = await division();
    const res = await client.post<{ teams: Team[] }>('/api/teams', {
      teams: [
        { name: 'Lions', division_id: divisionId, shortcode: 'LIO' },
        { name: '', division_id: null },
        { name: 'Bears', division_id: divisionId },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.teams.map((team) => team.name)).toEqual(['Lions', 'Bears']);
    const lions = await client.get<Team>(`/api/teams/${res.body.teams[0]?.id}`);
    expect(lions.body).toEqual({
      id: res.body.teams[0]?.id,
      season_id: seasonId,
      name: 'Lions',
      shortcode: 'LIO',
      longcode: null,
      division_id: divisionId,
      division: { id: divisionId, name: 'U10', color: '#1E88E5' },
      division_name: 'U10',
      se_id: null,
      se_mapping_code: null,
      color: null,
      coaches: [],
      staff: [],
      players: [],
      home_venues: [],
      venue_teams: [],
      time_constraints: [],
      travel_constraints: [],
    });
  });

  it('names the division of a named row without one, and the shortcode over 4 characters', async () => {
    const { client, divisionId } = await division();
    const res = await client.post('/api/teams', {
      teams: [
        { name: 'Lions', division_id: divisionId },
        { name: 'Bears', division_id: divisionId, shortcode: 'BEARS' },
        { name: 'Wolves' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        'teams.1.shortcode': ['must be at most 4 characters'],
        'teams.2.division_id': ['is required'],
      },
    });
  });

  it('saves nothing when one row names a division of another organisation', async () => {
    const { client, divisionId } = await division();
    const stranger = await division();
    const res = await client.post('/api/teams', {
      teams: [
        { name: 'Lions', division_id: divisionId },
        { name: 'Intruders', division_id: stranger.divisionId },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { division_id: ['is not a division of this organization'] } });
    const page = await client.get<{ teams: unknown[] }>(`/api/divisions/${divisionId}`);
    expect(page.body.teams).toEqual([]);
  });

  it('updates a team, moving it only within its season, and stores hostile names verbatim', async () => {
    const { client, seasonId, divisionId } = await division();
    const other = await buildDivision(client, { season_id: seasonId, name: 'U12' });
    const elsewhere = await buildLeague(client, { name: 'Elsewhere' });
    const far = await buildDivision(client, { season_id: elsewhere.season.id });
    const [team] = await buildTeams(client, divisionId, ['Lions']);
    const name = `O'Brien "Stars" & <b>Co</b> 🦁`;
    const res = await client.patch<Team>(`/api/teams/${team?.id}`, { name, division_id: other.id });
    expect(res.status).toBe(200);
    // `<` and `>` are the contract's "bad characters" in names; everything else is kept as typed.
    expect(res.body).toMatchObject({ name: `O'Brien "Stars" & bCo/b 🦁`, division_name: 'U12' });
    const moved = await client.patch(`/api/teams/${team?.id}`, { name: 'Lions', division_id: far.id });
    expect(moved.status).toBe(422);
    expect(moved.body).toEqual({ errors: { division_id: ['is not a division of this season'] } });
    expect((await client.delete(`/api/teams/${team?.id}`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/teams/${team?.id}`)).status).toBe(404);
  });
});

describe('team people', () => {
  it('adds people by role only when flagged for it, and removes an entry', async () => {
    const { client, seasonId, divisionId } = await division();
    const [team] = await buildTeams(client, divisionId, ['Lions']);
    const coach = await buildPerson(client, {
      season_id: seasonId,
      first: 'Cal',
      last: 'Coach',
      is_coach: true,
    });
    const player = await buildPerson(client, {
      season_id: seasonId,
      first: 'Pat',
      last: 'Player',
      is_player: true,
    });
    const url = `/api/teams/${team?.id}/people`;
    const notCoach = await client.post(url, { person_id: player.id, role: 'coach' });
    expect(notCoach.status).toBe(422);
    expect(notCoach.body).toEqual({ errors: { person_id: ['is not marked as a coach'] } });
    await client.post(url, { person_id: coach.id, role: 'coach' });
    const res = await client.post<Team>(url, { person_id: player.id, role: 'player' });
    expect(res.body.coaches).toEqual([
      { id: expect.any(String), role: 'coach', person: { id: coach.id, name: 'Cal Coach' } },
    ]);
    expect(res.body.players.map((p) => p.person.id)).toEqual([player.id]);
    const again = await client.post<Team>(url, { person_id: coach.id, role: 'coach' });
    expect(again.body.coaches).toHaveLength(1);
    const person = await client.get<Person>(`/api/people/${coach.id}`);
    expect(person.body.teams).toEqual([{ id: team?.id, name: 'Lions', role: 'coach' }]);
    const entry = res.body.coaches[0]?.id;
    const removed = await client.delete<Team>(`/api/teams/${team?.id}/people/${entry}`);
    expect(removed.body.coaches).toEqual([]);
    expect((await client.delete(`/api/teams/${team?.id}/people/${entry}`)).status).toBe(404);
  });

  it('refuses a person of another season and names the role when it is unknown', async () => {
    const { client, divisionId } = await division();
    const [team] = await buildTeams(client, divisionId, ['Lions']);
    const other = await buildLeague(client, { name: 'Other' });
    const stranger = await buildPerson(client, { season_id: other.season.id, is_coach: true });
    const res = await client.post(`/api/teams/${team?.id}/people`, { person_id: stranger.id, role: 'coach' });
    expect(res.body).toEqual({ errors: { person_id: ['is not a person of this season'] } });
    const role = await client.post(`/api/teams/${team?.id}/people`, {
      person_id: stranger.id,
      role: 'mascot',
    });
    expect(role.status).toBe(400);
    expect(Object.keys((role.body as { errors: object }).errors)).toEqual(['role']);
  });
});

describe('home venues and travel constraints', () => {
  it('adds and removes home venues of the season', async () => {
    const { client, seasonId, divisionId } = await division();
    const [team] = await buildTeams(client, divisionId, ['Lions']);
    const [park] = await buildVenues(client, seasonId, [{ name: 'North Park' }]);
    const res = await client.post<Team>(`/api/teams/${team?.id}/venues`, { venue_id: park?.id });
    expect(res.body.home_venues).toEqual([{ id: park?.id, name: 'North Park' }]);
    expect(res.body.venue_teams).toEqual([
      { id: expect.any(String), venue: { id: park?.id, name: 'North Park' } },
    ]);
    const removed = await client.delete<Team>(`/api/teams/${team?.id}/venues/${park?.id}`);
    expect(removed.body.home_venues).toEqual([]);
    expect((await client.delete(`/api/teams/${team?.id}/venues/${park?.id}`)).status).toBe(404);
  });

  it('needs a home venue with a valid address for travel limits, naming home_venues', async () => {
    const { client, seasonId, divisionId } = await division();
    const [team] = await buildTeams(client, divisionId, ['Lions']);
    const [unlocated] = await buildVenues(client, seasonId, [{ name: 'Nowhere' }]);
    await client.post(`/api/teams/${team?.id}/venues`, { venue_id: unlocated?.id });
    const res = await client.request('PUT', `/api/teams/${team?.id}/travel_constraint`, {
      constraint: LIMITS,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: { home_venues: ['need a home venue with a valid address for travel constraints'] },
    });
  });

  it('sets limits, treats 0 as off, removes the row when all are 0, and applies to the division', async () => {
    const { client, seasonId, divisionId } = await division();
    const [lions, bears, wolves] = await buildTeams(client, divisionId, ['Lions', 'Bears', 'Wolves']);
    const [park] = await buildVenues(client, seasonId, [{ name: 'North Park', ...LOCATED }]);
    for (const team of [lions, bears])
      await client.post(`/api/teams/${team?.id}/venues`, { venue_id: park?.id });
    const url = `/api/teams/${lions?.id}/travel_constraint`;
    const res = await client.request<Team>('PUT', url, { constraint: LIMITS, applyAll: true });
    expect(res.status).toBe(200);
    expect(res.body.travel_constraints).toEqual([
      {
        id: expect.any(String),
        team_id: lions?.id,
        max_distance_weekday_home: 30,
        max_distance_weekend_home: 0,
        max_distance_weekday_last: 0,
        max_distance_weekend_last: 0,
        max_time_weekday_home: 0,
        max_time_weekend_home: 0,
        max_time_weekday_last: 0,
        max_time_weekend_last: 45,
      },
    ]);
    // Bears has a located home venue, so it gets the limits; Wolves has none and is left alone.
    expect((await client.get<Team>(`/api/teams/${bears?.id}`)).body.travel_constraints).toHaveLength(1);
    expect((await client.get<Team>(`/api/teams/${wolves?.id}`)).body.travel_constraints).toEqual([]);
    const negative = await client.request('PUT', url, { constraint: { max_time_weekday_home: -1 } });
    expect(negative.body).toEqual({ errors: { 'constraint.max_time_weekday_home': ['must be at least 0'] } });
    const cleared = await client.request<Team>('PUT', url, { constraint: {} });
    expect(cleared.body.travel_constraints).toEqual([]);
    expect((await client.get<Team>(`/api/teams/${bears?.id}`)).body.travel_constraints).toHaveLength(1);
  });
});
