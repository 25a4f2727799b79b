import {
  type League,
  type LeagueInfo,
  LeagueInfoSchema,
  type LeagueSeasonIds,
  type Season,
  SeasonSchema,
} from '@app/contracts';
import { memberships, seasons, sessions, users } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser } from '../../../test/factories.ts';
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

const info = async (client: Awaited<ReturnType<typeof buildSignedInUser>>['client']) =>
  (await client.get<LeagueInfo>('/api/leagues')).body;

describe('league information needs a live session', () => {
  // The session lookup is part of the league statement itself, so it gets its own checks.
  it('answers 401 without a cookie, with a forged one, and once the session expired', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/leagues' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/leagues', cookies: { sid: 'forged' } });
    expect(forged.statusCode).toBe(401);

    const { client, user } = await buildSignedInUser(t);
    expect((await client.get('/api/leagues')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/leagues')).status).toBe(401);
  });
});

describe('league information answer', () => {
  // The route writes this answer without the schema's pass, so the test holds it to the schema: every
  // field present and typed, and nothing more.
  it('matches the contract exactly', async () => {
    const owner = await buildSignedInUser(t);
    await buildLeague(owner.client, { name: 'Contract League' });
    const body = await info(owner.client);
    expect(LeagueInfoSchema.parse(body)).toEqual(body);
    expect(body.leagues.map((l) => l.name)).toEqual(['Contract League']);
  });
});

describe('leagues and the current season', () => {
  it('never shows the leagues of an organisation the user was removed from, though it was their saved one', async () => {
    const owner = await buildSignedInUser(t);
    await buildLeague(owner.client, { name: 'Private League' });
    const member = await buildSignedInUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: member.user, role: 3 });
    expect((await member.client.get(`/api/switch_organization/${owner.organizationId}`)).status).toBe(200);
    expect((await info(member.client)).leagues.map((l) => l.name)).toEqual(['Private League']);

    await t.db
      .delete(memberships)
      .where(
        and(eq(memberships.userId, member.user.id), eq(memberships.organizationId, owner.organizationId)),
      );
    const after = await info(member.client);
    expect(after.current_organization.id).toBe(member.organizationId);
    expect(after.leagues).toEqual([]);
  });

  it('starts with no leagues and no current season', async () => {
    const owner = await buildSignedInUser(t);
    expect(await info(owner.client)).toMatchObject({
      leagues: [],
      current_league_id: null,
      current_season_id: null,
    });
  });

  it('creates a league with its first season and makes both current', async () => {
    const owner = await buildSignedInUser(t);
    const first = await buildLeague(owner.client, { name: 'First', seasonName: 'Fall' });
    const res = await owner.client.post<LeagueSeasonIds>('/api/leagues', {
      name: '  Second  ',
      seasonName: 'Spring',
    });
    expect(res.status).toBe(201);
    const body = await info(owner.client);
    expect(body.leagues).toEqual([
      { id: first.league.id, name: 'First', sport_id: 27, seasons: [{ id: first.season.id, name: 'Fall' }] },
      {
        id: res.body.league.id,
        name: 'Second',
        sport_id: 27,
        seasons: [{ id: res.body.season.id, name: 'Spring' }],
      },
    ]);
    expect(body).toMatchObject({
      current_league_id: res.body.league.id,
      current_season_id: res.body.season.id,
    });
  });

  it('gives a new season the creating user’s time zone, or UTC without one', async () => {
    const owner = await buildSignedInUser(t);
    await t.db.update(users).set({ timezone: 'America/Chicago' }).where(eq(users.id, owner.user.id));
    const chicago = await buildLeague(owner.client);
    await t.db.update(users).set({ timezone: null }).where(eq(users.id, owner.user.id));
    const utc = await owner.client.post<LeagueSeasonIds>('/api/seasons', {
      league_id: chicago.league.id,
      name: 'Summer',
    });
    const zoneOf = async (id: string) =>
      (await t.db.select().from(seasons).where(eq(seasons.id, id)))[0]?.timezone;
    expect(await zoneOf(chicago.season.id)).toBe('America/Chicago');
    expect(await zoneOf(utc.body.season.id)).toBe('UTC');
  });

  it('makes a new season current and lists seasons oldest first', async () => {
    const owner = await buildSignedInUser(t);
    const ids = await buildLeague(owner.client);
    const res = await owner.client.post<LeagueSeasonIds>('/api/seasons', {
      league_id: ids.league.id,
      name: 'Fall 2026',
    });
    expect(res.status).toBe(201);
    expect(res.body.league.id).toBe(ids.league.id);
    const league = await owner.client.get<League>(`/api/leagues/${ids.league.id}`);
    expect(league.body).toEqual({
      id: ids.league.id,
      name: 'Riverside League',
      sport_id: 27,
      se_id: null,
      se_imported: false,
      language: 'en',
      seasons: [
        { id: ids.season.id, name: 'Spring 2026' },
        { id: res.body.season.id, name: 'Fall 2026' },
      ],
    });
    expect((await info(owner.client)).current_season_id).toBe(res.body.season.id);
  });

  it('selects a league’s first season when switching league without a season', async () => {
    const owner = await buildSignedInUser(t);
    const a = await buildLeague(owner.client, { name: 'A' });
    await owner.client.post('/api/seasons', { league_id: a.league.id, name: 'A later' });
    await buildLeague(owner.client, { name: 'B' });
    const res = await owner.client.request<LeagueInfo>('PUT', '/api/current_season', {
      league_id: a.league.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_league_id: a.league.id, current_season_id: a.season.id });
    expect(await info(owner.client)).toMatchObject({ current_season_id: a.season.id });
  });

  it('switches to a named season of a league and refuses a season of another league', async () => {
    const owner = await buildSignedInUser(t);
    const a = await buildLeague(owner.client, { name: 'A' });
    const later = await owner.client.post<LeagueSeasonIds>('/api/seasons', {
      league_id: a.league.id,
      name: 'A later',
    });
    const b = await buildLeague(owner.client, { name: 'B' });
    const ok = await owner.client.request<LeagueInfo>('PUT', '/api/current_season', {
      league_id: a.league.id,
      season_id: later.body.season.id,
    });
    expect(ok.body.current_season_id).toBe(later.body.season.id);
    const wrong = await owner.client.request('PUT', '/api/current_season', {
      league_id: a.league.id,
      season_id: b.season.id,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { season_id: ['is not a season of this league'] } });
  });

  it('falls back to the first league and its first season when the current season is deleted', async () => {
    const owner = await buildSignedInUser(t);
    const a = await buildLeague(owner.client, { name: 'A' });
    const b = await buildLeague(owner.client, { name: 'B' });
    const bLater = await owner.client.post<LeagueSeasonIds>('/api/seasons', {
      league_id: b.league.id,
      name: 'B later',
    });
    expect((await owner.client.delete(`/api/seasons/${bLater.body.season.id}`)).status).toBe(200);
    expect(await info(owner.client)).toMatchObject({
      current_league_id: a.league.id,
      current_season_id: a.season.id,
    });
  });

  it('falls back to the first league when the current league is deleted, and to none without leagues', async () => {
    const owner = await buildSignedInUser(t);
    const a = await buildLeague(owner.client, { name: 'A' });
    const b = await buildLeague(owner.client, { name: 'B' });
    expect((await owner.client.delete(`/api/leagues/${b.league.id}`)).body).toEqual({ ok: true });
    expect(await info(owner.client)).toMatchObject({
      leagues: [{ id: a.league.id }],
      current_league_id: a.league.id,
      current_season_id: a.season.id,
    });
    await owner.client.delete(`/api/leagues/${a.league.id}`);
    expect(await info(owner.client)).toMatchObject({ current_league_id: null, current_season_id: null });
    expect((await owner.client.get(`/api/leagues/${a.league.id}`)).status).toBe(404);
  });

  it('renames leagues and seasons, storing hostile names verbatim', async () => {
    const owner = await buildSignedInUser(t);
    const ids = await buildLeague(owner.client);
    const name = `Robert'); DROP TABLE leagues;-- "ü" 🏟️`;
    const league = await owner.client.patch<League>(`/api/leagues/${ids.league.id}`, { name });
    expect(league.status).toBe(200);
    expect(league.body.name).toBe(name);
    const season = await owner.client.patch<Season>(`/api/seasons/${ids.season.id}`, { name: `${name} II` });
    expect(season.body.name).toBe(`${name} II`);
    expect((await info(owner.client)).leagues[0]).toMatchObject({ name, seasons: [{ name: `${name} II` }] });
  });

  it('names the missing field of a new league', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.post('/api/leagues', { name: 'Only a league', seasonName: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { season_name: ['is required'] } });
    const season = await owner.client.post('/api/seasons', { name: 'No league' });
    expect(season.body).toEqual({ errors: { league_id: ['is required'] } });
  });
});

describe('the season page', () => {
  it('lists divisions with their teams, people, venues and counts', async () => {
    const owner = await buildSignedInUser(t);
    const ids = await buildLeague(owner.client);
    const division = await buildDivision(owner.client, { season_id: ids.season.id, name: 'U10' });
    const [lions, bears] = await buildTeams(owner.client, division.id, ['Lions', 'Bears']);
    const person = await buildPerson(owner.client, {
      season_id: ids.season.id,
      first: 'Ana',
      last: 'Diaz',
      is_coach: true,
    });
    const [park] = await buildVenues(owner.client, ids.season.id, [
      { name: 'North Park', surfaces: [{ name: 'Field 1' }, { name: 'Field 2' }] },
    ]);
    const blank = await owner.client.post('/api/schedules/blank', {
      season_id: ids.season.id,
      division_id: division.id,
      name: 'By hand',
    });
    expect(blank.status).toBe(201);
    const res = await owner.client.get<Season>(`/api/seasons/${ids.season.id}`);
    expect(res.status).toBe(200);
    // The answer skips the response schema on the way out (presenterSerializer): it must still match it.
    expect(SeasonSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      id: ids.season.id,
      name: 'Spring 2026',
      league_id: ids.league.id,
      se_id: null,
      se_imported: false,
      divisions: [
        {
          id: division.id,
          name: 'U10',
          color: '#1E88E5',
          shortcode: null,
          is_across: false,
          across_divisions: [],
          teams: [
            { id: lions?.id, name: 'Lions' },
            { id: bears?.id, name: 'Bears' },
          ],
        },
      ],
      people: [
        {
          id: person.id,
          name: 'Ana Diaz',
          is_player: false,
          is_coach: true,
          is_staff: false,
          is_umpire: false,
        },
      ],
      // Surfaces come with their venue, by position, so the calendar needs no call per venue.
      venues: [
        {
          id: park?.id,
          name: 'North Park',
          surfaces: [
            { id: park?.surfaces[0]?.id, name: 'Field 1' },
            { id: park?.surfaces[1]?.id, name: 'Field 2' },
          ],
        },
      ],
      counts: {
        divisions: 1,
        teams: 2,
        people: 1,
        venues: 1,
        surfaces: 2,
        timeslots: 0,
        schedules: 1,
        tournaments: 0,
      },
    });
  });

  it('deletes a season with everything in it', async () => {
    const owner = await buildSignedInUser(t);
    const ids = await buildLeague(owner.client);
    const division = await buildDivision(owner.client, { season_id: ids.season.id });
    const [team] = await buildTeams(owner.client, division.id, ['Lions']);
    expect((await owner.client.delete(`/api/seasons/${ids.season.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/seasons/${ids.season.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/teams/${team?.id}`)).status).toBe(404);
  });
});
