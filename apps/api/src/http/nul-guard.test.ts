import { NUL_MESSAGE, type Season, type User } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueOwner, type LeagueOwner } from '../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: LeagueOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildLeagueOwner(t);
});
afterAll(async () => {
  await t.close();
});

const venues = async () =>
  (await owner.client.get<Season>(`/api/seasons/${owner.seasonId}`)).body.venues.map((v) => v.name);

describe('NUL characters in requests', () => {
  it('answers 400 naming a nested body field, and saves nothing', async () => {
    const before = await venues();
    const res = await owner.client.post('/api/venues', {
      season_id: owner.seasonId,
      venues: [
        { name: 'Clean Park', surfaces: [{ name: 'Field 1' }] },
        { name: 'Dirty Park', notes: 'gate\u0000code', surfaces: [{ name: 'Fi\u0000eld' }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: { 'venues.1.notes': [NUL_MESSAGE], 'venues.1.surfaces.0.name': [NUL_MESSAGE] },
    });
    expect(await venues()).toEqual(before);
  });

  it('answers 400 on a free-text field that is not a name (venue notes)', async () => {
    const res = await owner.client.post('/api/venues', {
      season_id: owner.seasonId,
      venues: [{ name: 'Park', notes: '\u0000', surfaces: [{ name: 'Field 1' }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { 'venues.0.notes': [NUL_MESSAGE] } });
  });

  it('answers 400 on account settings and leaves them alone', async () => {
    const res = await owner.client.patch('/api/users/self', {
      first: 'Ann\u0000',
      last: 'Lee',
      email: owner.email,
      timezone: 'UTC',
      locale: 'en',
      first_day: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { first: [NUL_MESSAGE] } });
    expect((await owner.client.get<User>('/api/users/self')).body.first).not.toContain('\u0000');
  });

  it('answers 400 on a query parameter and a path parameter', async () => {
    const search = await owner.client.get(`/api/seasons/${owner.seasonId}/search?q=a%00b`);
    expect(search.status).toBe(400);
    expect(search.body).toEqual({ errors: { q: [NUL_MESSAGE] } });
    const path = await owner.client.get('/api/seasons/ab%00/search?q=x');
    expect(path.status).toBe(400);
    expect(path.body).toEqual({ errors: { id: [NUL_MESSAGE] } });
  });

  it('answers 400 before 401 on a public route (sign-in)', async () => {
    const res = await t.client().post('/api/session', { email: 'a@example.com', password: 'pass\u0000word' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { password: [NUL_MESSAGE] } });
  });

  it('names the row and column of a CSV cell holding a NUL, and imports nothing', async () => {
    const before = await venues();
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/venues`, {
      csv:
        'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority\n' +
        'North Park,1 Main St,Chicago,IL,60618,US,,,Field 1,0\n' +
        'South Park,2 Main\u0000 St,Chicago,IL,60618,US,,,Field 1,0\n',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { 'row 3.line_1': [NUL_MESSAGE] } });
    expect(await venues()).toEqual(before);
  });

  it('still refuses a NUL beside the CSV field of an import', async () => {
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/teams`, {
      csv: 'name\nHawks\n',
      extra: 'x\u0000',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { extra: [NUL_MESSAGE] } });
  });
});
