import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  listSlots,
  nyTime,
  slotRow,
  type TimeslotSeason,
} from '../../../test/timeslot-fixtures.ts';

let t: TestApp;
let season: TimeslotSeason;
let slotIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  season = await buildTimeslotSeason(t);
  slotIds = (await createSlots(season, [slotRow(season, '2026-04-04'), slotRow(season, '2026-04-05')])).map(
    (s) => s.id,
  );
});
afterAll(async () => {
  await t.close();
});

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown];

/** Every timeslot call, aimed at `season`'s records. */
function calls(): Call[] {
  const [id] = slotIds;
  const seasonId = season.seasonId;
  const items = slotIds;
  return [
    ['GET', `/api/seasons/${seasonId}/timeslots`],
    ['GET', `/api/divisions/${season.divisions[0].id}/timeslots`],
    ['POST', '/api/timeslots', { ...slotRow(season, '2026-05-02'), season_id: seasonId }],
    [
      'PATCH',
      `/api/timeslots/${id}`,
      { start: nyTime('2026-04-04', '12:00'), finish: nyTime('2026-04-04', '13:00') },
    ],
    ['DELETE', `/api/timeslots/${id}`],
    ['POST', '/api/timeslots/bulk', { season_id: seasonId, rows: [slotRow(season, '2026-05-03')] }],
    ['POST', '/api/timeslots/bulk_delete', { ids: items }],
    ['POST', '/api/timeslots/clear', { season_id: seasonId, ids: items }],
    ['POST', '/api/timeslots/clear_bulk', { season_id: seasonId }],
    ['POST', '/api/timeslots/unschedule', { season_id: seasonId, ids: items }],
    [
      'POST',
      '/api/timeslots/multiple',
      { timeslots: [{ id, start: nyTime('2026-04-04', '12:00'), finish: nyTime('2026-04-04', '13:00') }] },
    ],
    ['POST', '/api/timeslots/divisions', { season_id: seasonId, items, divisions: [] }],
    ['POST', '/api/timeslots/surfaces', { season_id: seasonId, items, surface_id: season.surfaceIds[1] }],
    ['POST', '/api/timeslots/split', { season_id: seasonId, items }],
    ['POST', '/api/timeslots/shift', { season_id: seasonId, items, amount: 1, units: 'days' }],
    ['POST', '/api/timeslots/copy', { season_id: seasonId, items, date: '2026-05-01' }],
    [
      'POST',
      '/api/timeslots/copy_new',
      {
        season_id: seasonId,
        start: nyTime('2026-04-04', '00:00'),
        finish: nyTime('2026-04-11', '00:00'),
        weeks: 2,
      },
    ],
    ['POST', '/api/timeslots/paste', { ids: items, day_offset: 7 }],
  ];
}

describe('timeslot access', () => {
  it('answers 404 for every call on another organisation’s season, division or slots, changing nothing', async () => {
    const stranger = await buildTimeslotSeason(t);
    for (const [method, url, body] of calls()) {
      const res = await stranger.client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ errors: { base: ['Not found'] } });
    }
    expect(await listSlots(season.client, season.seasonId)).toHaveLength(2);
  });

  it('answers 404 when the stranger names the victim’s records inside their own season', async () => {
    const stranger = await buildTimeslotSeason(t);
    const res = await stranger.client.post('/api/timeslots/clear', {
      season_id: stranger.seasonId,
      ids: slotIds,
    });
    expect(res.status).toBe(404);
    const place = await stranger.client.post('/api/timeslots', {
      ...slotRow(stranger, '2026-04-04'),
      surface_id: season.surfaceIds[0],
      season_id: stranger.seasonId,
    });
    expect(place.status).toBe(422);
    expect(place.body).toEqual({ errors: { surface_id: ['is not a surface of this season'] } });
    expect(await listSlots(season.client, season.seasonId)).toHaveLength(2);
  });

  it('lets a user-role member read but answers 403 to every change', async () => {
    const reader = await buildReader(t, season);
    for (const [method, url, body] of calls()) {
      const res = await reader.request(method, url, body);
      if (method === 'GET') expect(res.status, url).toBe(200);
      else {
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body).toEqual({ errors: { base: ['You are not allowed to do that'] } });
      }
    }
    expect(await listSlots(reader, season.seasonId)).toHaveLength(2);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().get(`/api/seasons/${season.seasonId}/timeslots`);
    expect(res.status).toBe(401);
  });

  it('documents every timeslot call in the OpenAPI document', async () => {
    const res = await t.client().get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    for (const [method, url] of calls()) {
      const path = url
        .replace(season.seasonId, '{id}')
        .replace(season.divisions[0].id, '{id}')
        .replace(slotIds[0] ?? '', '{id}');
      expect(res.body.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });
});
