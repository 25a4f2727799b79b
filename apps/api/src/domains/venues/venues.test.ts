import { greatCircleMiles, type Venue, type VenueUpdateInput } from '@app/contracts';
import { timeslots } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildTeams, buildVenues } from '../../../test/league-builders.ts';
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

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const EVANSTON = { latitude: 42.0451, longitude: -87.6877 };
const MILWAUKEE = { latitude: 43.0389, longitude: -87.9065 };

/** The PATCH body that keeps a venue as it is, for tests to change one thing. */
function asUpdate(venue: Venue): VenueUpdateInput {
  const { formatted: _formatted, link: _link, ...address } = venue.address;
  return {
    name: venue.name,
    shortcode: venue.shortcode,
    longcode: venue.longcode,
    notes: venue.notes,
    priority: venue.priority,
    is_neutral: venue.is_neutral,
    force_neutral: venue.force_neutral,
    color: venue.color,
    address,
    surfaces: venue.surfaces,
  };
}

describe('venues', () => {
  it('creates several venues with surfaces, dropping blank rows, and reads the venue page', async () => {
    const { client, seasonId } = await season();
    const res = await client.post<{ venues: Venue[] }>('/api/venues', {
      season_id: seasonId,
      venues: [
        {
          name: 'North Park',
          priority: 2,
          notes: '<script>alert("gate code")</script>',
          address: { line_1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', ...CHICAGO },
          surfaces: [{ name: 'Field 1', shortcode: 'F1' }, { name: '' }, { name: 'Field 2' }],
        },
        { name: '', surfaces: [] },
        { name: 'South Gym', surfaces: [{ name: 'Court' }] },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.venues.map((v) => v.name)).toEqual(['North Park', 'South Gym']);
    const north = await client.get<Venue>(`/api/venues/${res.body.venues[0]?.id}`);
    expect(north.body).toMatchObject({
      name: 'North Park',
      priority: 2,
      notes: '<script>alert("gate code")</script>',
      has_address: true,
      address: {
        formatted: '1 Main St, Chicago, IL 60601',
        link: expect.stringContaining('openstreetmap.org'),
        ...CHICAGO,
      },
      surfaces: [
        { name: 'Field 1', shortcode: 'F1', priority: 0 },
        { name: 'Field 2', shortcode: null },
      ],
      home_teams: [],
      distances: [],
    });
    expect(res.body.venues[1]).toMatchObject({ has_address: false, address: { link: null } });
  });

  // Regression: one INSERT of 3,000 venues passed PostgreSQL's 65,535 bind parameters and answered 500.
  it('creates 3,000 venues in one request, in the order sent', async () => {
    const { client, seasonId } = await season();
    const names = Array.from({ length: 3000 }, (_, i) => `Park ${i + 1}`);
    const res = await client.post<{ venues: Venue[] }>('/api/venues', {
      season_id: seasonId,
      venues: names.map((name) => ({ name, surfaces: [{ name: 'Field 1' }, { name: 'Field 2' }] })),
    });
    expect(res.status).toBe(201);
    expect(res.body.venues.map((v) => v.name)).toEqual(names);
    expect(res.body.venues[2999]?.surfaces.map((s) => s.name)).toEqual(['Field 1', 'Field 2']);
  });

  it('names the row of a venue without a named surface and a priority out of range', async () => {
    const { client, seasonId } = await season();
    const res = await client.post('/api/venues', {
      season_id: seasonId,
      venues: [
        { name: 'Fine', surfaces: [{ name: 'Field' }] },
        { name: 'Bare', surfaces: [{ name: '  ' }], priority: 4 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        'venues.1.priority': ['must be at most 3'],
        'venues.1.surfaces': ['needs at least one named surface'],
      },
    });
  });

  it('stores distances both ways in miles and kilometres and refreshes them when a venue moves', async () => {
    const { client, seasonId } = await season();
    const [a, b, unlocated] = await buildVenues(client, seasonId, [
      { name: 'A', address: CHICAGO },
      { name: 'B', address: EVANSTON },
      { name: 'C' },
    ]);
    const miles = Math.round(greatCircleMiles(CHICAGO, EVANSTON) * 10) / 10;
    const fromA = (await client.get<Venue>(`/api/venues/${a?.id}`)).body.distances;
    expect(fromA).toEqual([
      { from_id: a?.id, to_id: b?.id, from: 'A', to: 'B', miles, kilometers: expect.any(Number) },
    ]);
    expect(fromA[0]?.kilometers).toBeCloseTo(miles * 1.609344, 0);
    expect((await client.get<Venue>(`/api/venues/${b?.id}`)).body.distances).toMatchObject([
      { to_id: a?.id, miles },
    ]);
    expect(unlocated?.distances).toEqual([]);
    if (!b) throw new Error('no venue B');
    const moved = await client.patch<Venue>(`/api/venues/${b.id}`, {
      ...asUpdate(b),
      address: { ...asUpdate(b).address, ...MILWAUKEE },
    });
    expect(moved.status).toBe(200);
    const farther = Math.round(greatCircleMiles(CHICAGO, MILWAUKEE) * 10) / 10;
    expect(moved.body.distances).toMatchObject([{ to_id: a?.id, miles: farther }]);
    expect((await client.get<Venue>(`/api/venues/${a?.id}`)).body.distances).toMatchObject([
      { to_id: b.id, to: 'B', miles: farther },
    ]);
  });

  it('updates surfaces: keeps listed ones, adds new ones, deletes the rest with their timeslots', async () => {
    const { client, seasonId, organizationId } = await season();
    const [park] = await buildVenues(client, seasonId, [
      { name: 'Park', surfaces: [{ name: 'Field 1' }, { name: 'Field 2' }] },
    ]);
    if (!park) throw new Error('no venue');
    const [kept, dropped] = park.surfaces;
    if (!kept || !dropped) throw new Error('surfaces missing');
    await t.db.insert(timeslots).values(
      [kept, dropped].map((surface) => ({
        organizationId,
        seasonId,
        venueId: park.id,
        surfaceId: surface.id,
        start: new Date('2026-05-02T15:00:00Z'),
        finish: new Date('2026-05-02T16:30:00Z'),
      })),
    );
    const res = await client.patch<Venue>(`/api/venues/${park.id}`, {
      ...asUpdate(park),
      surfaces: [{ ...kept, name: 'Main field' }, { name: 'Field 3' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.surfaces).toMatchObject([{ id: kept.id, name: 'Main field' }, { name: 'Field 3' }]);
    const left = await t.db.select().from(timeslots).where(eq(timeslots.venueId, park.id));
    expect(left.map((slot) => slot.surfaceId)).toEqual([kept.id]);
  });

  it('refuses to leave a venue without a named surface or to take another venue’s surface', async () => {
    const { client, seasonId } = await season();
    const [park, other] = await buildVenues(client, seasonId, [{ name: 'Park' }, { name: 'Other' }]);
    if (!park || !other) throw new Error('no venues');
    const none = await client.patch(`/api/venues/${park.id}`, { ...asUpdate(park), surfaces: [] });
    expect(none.body).toEqual({ errors: { surfaces: ['needs at least one named surface'] } });
    const stolen = await client.patch(`/api/venues/${park.id}`, {
      ...asUpdate(park),
      surfaces: other.surfaces,
    });
    expect(stolen.status).toBe(422);
    expect(Object.keys((stolen.body as { errors: object }).errors)).toEqual(['surfaces']);
  });

  it('lists home teams and deletes a venue with its surfaces and home-team links', async () => {
    const { client, seasonId } = await season();
    const division = await buildDivision(client, { season_id: seasonId });
    const [team] = await buildTeams(client, division.id, ['Lions']);
    const [park] = await buildVenues(client, seasonId, [{ name: 'Park' }]);
    await client.post(`/api/teams/${team?.id}/venues`, { venue_id: park?.id });
    expect((await client.get<Venue>(`/api/venues/${park?.id}`)).body.home_teams).toEqual([
      { id: team?.id, name: 'Lions' },
    ]);
    expect((await client.delete(`/api/venues/${park?.id}`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/venues/${park?.id}`)).status).toBe(404);
    expect((await client.get<{ home_venues: unknown[] }>(`/api/teams/${team?.id}`)).body.home_venues).toEqual(
      [],
    );
  });
});
