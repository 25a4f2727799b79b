import type { Team } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildSignedInUser } from '../../test/factories.ts';
import {
  buildDivision,
  buildLeague,
  buildPerson,
  buildTeams,
  buildVenues,
} from '../../test/league-builders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = [Method, string, unknown?];

let t: TestApp;
let owner: TestClient;
let member: TestClient;
let outsider: TestClient;
let calls: Call[];
let divisionId: string;

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildSignedInUser(t);
  owner = built.client;
  const memberUser = await buildSignedInUser(t);
  await addMember(t, { organizationId: built.organizationId, user: memberUser.user, role: 3 });
  await memberUser.client.get(`/api/switch_organization/${built.organizationId}`);
  member = memberUser.client;
  outsider = (await buildSignedInUser(t)).client;

  const ids = await buildLeague(owner);
  const division = await buildDivision(owner, { season_id: ids.season.id });
  divisionId = division.id;
  const [team, rival] = await buildTeams(owner, division.id, ['Lions', 'Bears']);
  const person = await buildPerson(owner, { season_id: ids.season.id, is_coach: true });
  const [venue] = await buildVenues(owner, ids.season.id, [
    { name: 'Park', address: { latitude: 41.9, longitude: -87.6 } },
  ]);
  if (!team || !rival || !venue) throw new Error('setup failed');
  await owner.post(`/api/teams/${team.id}/venues`, { venue_id: venue.id });
  await owner.post(`/api/teams/${team.id}/people`, { person_id: person.id, role: 'coach' });
  const withConstraint = await owner.post<Team>(`/api/teams/${team.id}/time_constraints`, {
    constraint: { style: 'weekly', type: 0, weekdays: [0] },
  });
  const teamPersonId = withConstraint.body.coaches[0]?.id;
  const constraintId = withConstraint.body.time_constraints[0]?.id;
  const weekly = { style: 'weekly', type: 0, weekdays: [1] };
  const venueBody = {
    name: 'Park',
    surfaces: venue.surfaces.map((s) => ({ id: s.id, name: s.name })),
  };
  calls = [
    ['GET', `/api/leagues/${ids.league.id}`],
    ['PATCH', `/api/leagues/${ids.league.id}`, { name: 'X' }],
    ['PUT', '/api/current_season', { league_id: ids.league.id }],
    ['POST', '/api/seasons', { league_id: ids.league.id, name: 'X' }],
    ['GET', `/api/seasons/${ids.season.id}`],
    ['PATCH', `/api/seasons/${ids.season.id}`, { name: 'X' }],
    ['POST', '/api/divisions', { season_id: ids.season.id, name: 'X' }],
    ['GET', `/api/divisions/${division.id}`],
    ['PATCH', `/api/divisions/${division.id}`, { name: 'X', color: '#000000' }],
    ['GET', `/api/teams/${team.id}`],
    ['PATCH', `/api/teams/${team.id}`, { name: 'X', division_id: division.id }],
    ['POST', `/api/teams/${team.id}/people`, { person_id: person.id, role: 'coach' }],
    ['DELETE', `/api/teams/${team.id}/people/${teamPersonId}`],
    ['POST', `/api/teams/${team.id}/venues`, { venue_id: venue.id }],
    ['POST', `/api/teams/${team.id}/time_constraints`, { constraint: weekly }],
    ['PATCH', `/api/time_constraints/${constraintId}`, weekly],
    ['PUT', `/api/teams/${team.id}/travel_constraint`, { constraint: { max_time_weekday_home: 30 } }],
    ['POST', '/api/people', { season_id: ids.season.id, first: 'A', last: 'B' }],
    ['GET', `/api/people/${person.id}`],
    ['PATCH', `/api/people/${person.id}`, { first: 'A', last: 'B' }],
    ['POST', '/api/venues', { season_id: ids.season.id, venues: [venueBody] }],
    ['GET', `/api/venues/${venue.id}`],
    ['PATCH', `/api/venues/${venue.id}`, venueBody],
    ['DELETE', `/api/teams/${team.id}/venues/${venue.id}`],
    ['DELETE', `/api/time_constraints/${constraintId}`],
    ['DELETE', `/api/venues/${venue.id}`],
    ['DELETE', `/api/people/${person.id}`],
    ['DELETE', `/api/teams/${rival.id}`],
    ['DELETE', `/api/divisions/${division.id}`],
    ['DELETE', `/api/seasons/${ids.season.id}`],
    ['DELETE', `/api/leagues/${ids.league.id}`],
  ];
});
afterAll(async () => {
  await t.close();
});

describe('access to the league structure', () => {
  it('answers 404 to another organisation for every id it names', async () => {
    for (const [method, url, body] of calls) {
      const res = await outsider.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
  });

  it('lets a user-role member read but answers 403 to every change', async () => {
    for (const [method, url, body] of calls) {
      const res = await member.request(method, url, body);
      const expected = method === 'GET' || url === '/api/current_season' ? 200 : 403;
      expect(res.status, `${method} ${url}`).toBe(expected);
    }
    expect((await member.post('/api/leagues', { name: 'X', seasonName: 'Y' })).status).toBe(403);
    const teams = { teams: [{ name: 'X', division_id: divisionId }] };
    expect((await member.post('/api/teams', teams)).status).toBe(403);
    // A division is a reference inside the body, not the resource addressed: 422 naming it, as for any other.
    expect((await outsider.post('/api/teams', teams)).status).toBe(422);
  });

  it('answers 401 without a session', async () => {
    const anonymous = t.client();
    for (const [method, url, body] of calls) {
      expect((await anonymous.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('lets the owner make every change (the calls run in an order that keeps their ids alive)', async () => {
    for (const [method, url, body] of calls) {
      const res = await owner.request(method, url, body);
      expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300);
    }
  });

  it('documents every league-structure route in the OpenAPI document', async () => {
    const res = await owner.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    const expected: [string, string][] = [
      ['/api/leagues', 'post'],
      ['/api/leagues/{id}', 'delete'],
      ['/api/current_season', 'put'],
      ['/api/seasons/{id}', 'get'],
      ['/api/divisions', 'post'],
      ['/api/teams/{id}/people/{team_person_id}', 'delete'],
      ['/api/teams/{id}/venues/{venue_id}', 'delete'],
      ['/api/teams/{id}/time_constraints', 'post'],
      ['/api/time_constraints/{id}', 'patch'],
      ['/api/teams/{id}/travel_constraint', 'put'],
      ['/api/people/{id}', 'patch'],
      ['/api/venues', 'post'],
      ['/api/config', 'get'],
      ['/api/geocode', 'get'],
    ];
    for (const [path, method] of expected)
      expect(res.body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
