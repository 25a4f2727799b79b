import { ScheduleConfigSchema, type Venue, type VenueCreateRowInput } from '@app/contracts';
import { parseInstance } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVenues } from '../../../test/league-builders.ts';
import { buildLeagueOwner } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  roundRobinConfig,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadSeasonModelRows, toEngineInstance } from '../schedules/build-engine-instance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every setting of the venue form (docs/venues.md) set to something other than its default. */
const SETTINGS = {
  shortcode: 'NP',
  longcode: 'NORTH01',
  color: '#1e88e5',
  is_neutral: true,
  force_neutral: true,
  notes: 'Gate code 1234',
  priority: 2,
  address: {
    phone_primary: '555-0100',
    phone_secondary: '555-0101',
    email_primary: 'Desk@North.example',
    email_secondary: 'grounds@north.example',
  },
  surfaces: [
    { name: 'Field 1', shortcode: 'F1', longcode: 'FIELD1', priority: 3, notes: 'Lights until 10 pm' },
    { name: 'Field 2', priority: -2 },
  ],
} satisfies Partial<VenueCreateRowInput>;

describe('venue settings', () => {
  it('keeps every setting on create and on edit, and clears them', async () => {
    const { client, seasonId } = await buildLeagueOwner(t);
    const [created] = await buildVenues(client, seasonId, [{ name: 'North Park', ...SETTINGS }]);
    if (!created) throw new Error('no venue');
    const expected = {
      shortcode: 'NP',
      longcode: 'NORTH01',
      color: '#1E88E5',
      is_neutral: true,
      force_neutral: true,
      notes: 'Gate code 1234',
      priority: 2,
      address: {
        phone_primary: '555-0100',
        phone_secondary: '555-0101',
        email_primary: 'desk@north.example',
        email_secondary: 'grounds@north.example',
      },
      surfaces: [
        { name: 'Field 1', shortcode: 'F1', longcode: 'FIELD1', priority: 3, notes: 'Lights until 10 pm' },
        { name: 'Field 2', shortcode: null, longcode: null, priority: -2, notes: null },
      ],
    };
    expect(created).toMatchObject(expected);
    expect((await client.get<Venue>(`/api/venues/${created.id}`)).body).toMatchObject(expected);

    const [first, second] = created.surfaces;
    if (!first || !second) throw new Error('surfaces missing');
    const patch = await client.patch<Venue>(`/api/venues/${created.id}`, {
      name: 'North Park',
      shortcode: 'NOP',
      longcode: '',
      color: null,
      is_neutral: false,
      force_neutral: true,
      notes: '',
      priority: -1,
      address: { phone_secondary: '', email_primary: null, email_secondary: 'night@north.example' },
      surfaces: [
        { id: first.id, name: 'Field 1', priority: 0, notes: null, longcode: 'F1A' },
        { id: second.id, name: 'Field 2', priority: 1, notes: 'Muddy in April' },
      ],
    });
    expect(patch.status).toBe(200);
    const changed = {
      shortcode: 'NOP',
      longcode: null,
      color: null,
      is_neutral: false,
      force_neutral: true,
      notes: null,
      priority: -1,
      address: { phone_secondary: null, email_primary: null, email_secondary: 'night@north.example' },
      surfaces: [
        { id: first.id, longcode: 'F1A', priority: 0, notes: null },
        { id: second.id, priority: 1, notes: 'Muddy in April' },
      ],
    };
    expect(patch.body).toMatchObject(changed);
    expect((await client.get<Venue>(`/api/venues/${created.id}`)).body).toMatchObject(changed);
  });

  it('names the field of a bad setting', async () => {
    const { client, seasonId } = await buildLeagueOwner(t);
    const res = await client.post<{ errors: Record<string, string[]> }>('/api/venues', {
      season_id: seasonId,
      venues: [
        {
          name: 'North Park',
          color: 'blue',
          longcode: 'no spaces',
          is_neutral: 'yes',
          address: { email_secondary: 'not-an-email' },
          surfaces: [{ name: 'Field 1', priority: 4 }],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'venues.0.address.email_secondary',
      'venues.0.color',
      'venues.0.is_neutral',
      'venues.0.longcode',
      'venues.0.surfaces.0.priority',
    ]);
  });

  it('gives the engine instance the neutral flags of each venue', async () => {
    const season = await buildScheduleSeason(t);
    await buildVenues(season.client, season.seasonId, [{ name: 'Hill Park', force_neutral: true }]);
    const riverside = (await season.client.get<Venue>(`/api/venues/${season.venueId}`)).body;
    const { formatted: _f, link: _l, ...address } = riverside.address;
    const res = await season.client.patch(`/api/venues/${season.venueId}`, {
      name: riverside.name,
      is_neutral: true,
      address,
      surfaces: riverside.surfaces,
    });
    expect(res.status).toBe(200);
    const rows = await loadSeasonModelRows(t.db, season.seasonId);
    const config = ScheduleConfigSchema.parse(roundRobinConfig());
    const target = {
      schedule: { id: 'next' },
      divisionIds: [season.divisions[0].id],
      config,
      keepPlaced: false,
    };
    const instance = parseInstance(toEngineInstance(rows, target));
    expect(instance.venues.map((v) => [v.name, v.is_neutral, v.force_neutral])).toEqual([
      ['Riverside Park', true, false],
      ['Hill Park', false, true],
    ]);
  });

  it('lets teams whose home is elsewhere play at a neutral venue with home games at home venues', async () => {
    const season = await buildScheduleSeason(t);
    const [home] = await buildVenues(season.client, season.seasonId, [{ name: 'Home Field' }]);
    if (!home) throw new Error('no venue');
    for (const team of season.teams) {
      const res = await season.client.post(`/api/teams/${team.id}/venues`, { venue_id: home.id });
      expect(res.status).toBe(200);
    }
    // Every slot is at Riverside Park, no team's home: with enforce_home nothing is placed until it is neutral.
    const before = await createSchedule(season, { name: 'Before', config: { enforce_home: true } });
    expect(await waitForFinish(season.client, before)).toMatchObject({ status: 'done', success_rate: 0 });

    const riverside = (await season.client.get<Venue>(`/api/venues/${season.venueId}`)).body;
    const { formatted: _f, link: _l, ...address } = riverside.address;
    const res = await season.client.patch(`/api/venues/${season.venueId}`, {
      name: riverside.name,
      is_neutral: true,
      address,
      surfaces: riverside.surfaces,
    });
    expect(res.status).toBe(200);
    const after = await createSchedule(season, { name: 'After', config: { enforce_home: true } });
    expect(await waitForFinish(season.client, after)).toMatchObject({ status: 'done', success_rate: 100 });
    expect((await scheduleDetail(season.client, after)).scheduled_count).toBe(6);
  });
});
