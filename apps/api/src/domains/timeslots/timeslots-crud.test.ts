import {
  type Timeslot,
  type TimeslotBulkCreateResponse,
  type TimeslotList,
  TimeslotListSchema,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  listSlots,
  NEW_YORK,
  nyTime,
  slotRow,
  wallClock,
} from '../../../test/timeslot-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/timeslots', () => {
  it('creates one slot with its divisions and kind', async () => {
    const season = await buildTimeslotSeason(t);
    const res = await season.client.post<Timeslot>('/api/timeslots', {
      ...slotRow(season, '2026-04-04', { divisions: [season.divisions[0].id], is_practice: true }),
      season_id: season.seasonId,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      season_id: season.seasonId,
      venue_id: season.venueId,
      surface_id: season.surfaceIds[0],
      start: '2026-04-04T13:00:00.000Z',
      finish: '2026-04-04T14:30:00.000Z',
      divisions: [season.divisions[0].id],
      is_game: true,
      is_practice: true,
      is_reserved: false,
      has_game: false,
    });
  });

  it('rejects an overlap on the same surface but not on another or end to start', async () => {
    const season = await buildTimeslotSeason(t);
    const body = { ...slotRow(season, '2026-04-04'), season_id: season.seasonId };
    expect((await season.client.post('/api/timeslots', body)).status).toBe(201);
    const overlap = await season.client.post('/api/timeslots', {
      ...body,
      start: nyTime('2026-04-04', '10:00'),
      finish: nyTime('2026-04-04', '11:00'),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toEqual({ errors: { start: ['overlaps another timeslot on this surface'] } });
    const sameStart = await season.client.post('/api/timeslots', body);
    expect(sameStart.status).toBe(409);
    const otherSurface = await season.client.post('/api/timeslots', {
      ...body,
      surface_id: season.surfaceIds[1],
    });
    expect(otherSurface.status).toBe(201);
    const touching = await season.client.post('/api/timeslots', {
      ...body,
      start: nyTime('2026-04-04', '10:30'),
      finish: nyTime('2026-04-04', '12:00'),
    });
    expect(touching.status).toBe(201);
  });

  it('names the field of each invalid value', async () => {
    const season = await buildTimeslotSeason(t);
    const base = { ...slotRow(season, '2026-04-04'), season_id: season.seasonId };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ finish: base.start }, { finish: ['must be after the start'] }],
      [{ finish: nyTime('2026-04-05', '10:00') }, { finish: ['must be at most 24 hours after the start'] }],
      [
        { start: '2026-04-04 09:00' },
        { start: ['must be a date and time with its offset, like 2026-03-07T09:00:00-05:00'] },
      ],
      [{ start: '2026-04-04T13:00:30Z' }, { start: ['must be on a whole minute'] }],
      [{ start: undefined }, { start: ['is required'] }],
      [{ surface_id: 'nope' }, { surface_id: ['is not a valid id'] }],
      [{ is_game: false }, { is_game: ['choose game, practice or reserved'] }],
    ];
    for (const [change, errors] of cases) {
      const res = await season.client.post('/api/timeslots', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toEqual({ errors });
    }
  });

  it('answers 422 naming a venue, surface or division the season does not have', async () => {
    const season = await buildTimeslotSeason(t);
    const other = await buildTimeslotSeason(t);
    const base = { ...slotRow(season, '2026-04-04'), season_id: season.seasonId };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ venue_id: other.venueId }, { venue_id: ['is not a venue of this season'] }],
      [{ surface_id: other.surfaceIds[0] }, { surface_id: ['is not a surface of this season'] }],
      [
        { divisions: [other.divisions[0].id] },
        { divisions: ['lists a division that is not in this season'] },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await season.client.post('/api/timeslots', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body).toEqual({ errors });
    }
  });
});

describe('PATCH and DELETE /api/timeslots/:id', () => {
  it('changes times, surface, divisions and kind, refusing an overlap', async () => {
    const season = await buildTimeslotSeason(t);
    const [first, second] = await createSlots(season, [
      slotRow(season, '2026-04-04'),
      slotRow(season, '2026-04-04', { surface_id: season.surfaceIds[1] }),
    ]);
    const moved = await season.client.patch<Timeslot>(`/api/timeslots/${first?.id}`, {
      start: nyTime('2026-04-04', '11:00'),
      finish: nyTime('2026-04-04', '12:00'),
      surface_id: season.surfaceIds[1],
      divisions: [season.divisions[1].id],
      is_reserved: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      surface_id: season.surfaceIds[1],
      divisions: [season.divisions[1].id],
      is_game: true,
      is_reserved: true,
    });
    expect(wallClock(moved.body)).toBe('2026-04-04 11:00-12:00');
    const timesOnly = await season.client.patch<Timeslot>(`/api/timeslots/${first?.id}`, {
      start: nyTime('2026-04-04', '12:00'),
      finish: nyTime('2026-04-04', '13:00'),
    });
    expect(timesOnly.body).toMatchObject({
      surface_id: season.surfaceIds[1],
      divisions: [season.divisions[1].id],
      is_reserved: true,
    });
    const clash = await season.client.patch(`/api/timeslots/${first?.id}`, {
      start: second?.start,
      finish: second?.finish,
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ errors: { start: ['overlaps another timeslot on this surface'] } });
    const noKind = await season.client.patch(`/api/timeslots/${first?.id}`, {
      start: moved.body.start,
      finish: moved.body.finish,
      is_game: false,
      is_reserved: false,
    });
    expect(noKind.status).toBe(422);
    expect(noKind.body).toEqual({ errors: { is_game: ['choose game, practice or reserved'] } });
  });

  it('deletes one slot', async () => {
    const season = await buildTimeslotSeason(t);
    const [slot] = await createSlots(season, [slotRow(season, '2026-04-04')]);
    expect((await season.client.delete(`/api/timeslots/${slot?.id}`)).body).toEqual({ ok: true });
    expect(await listSlots(season.client, season.seasonId)).toEqual([]);
    expect((await season.client.delete(`/api/timeslots/${slot?.id}`)).status).toBe(404);
  });
});

describe('POST /api/timeslots/bulk', () => {
  it('creates 384 slots and reports the overlapping rows as bad without creating them', async () => {
    const season = await buildTimeslotSeason(t);
    const rows = Array.from({ length: 24 }, (_, week) =>
      Array.from({ length: 16 }, (_, k) => {
        const date = new Date(Date.UTC(2026, 3, 4 + week * 7)).toISOString().slice(0, 10);
        const hour = String(8 + (k % 8)).padStart(2, '0');
        return slotRow(season, date, {
          surface_id: season.surfaceIds[k < 8 ? 0 : 1],
          start: nyTime(date, `${hour}:00`),
          finish: nyTime(date, `${hour}:45`),
        });
      }),
    ).flat();
    const clash = slotRow(season, '2026-04-04', {
      start: nyTime('2026-04-04', '08:30'),
      finish: nyTime('2026-04-04', '09:30'),
    });
    const res = await season.client.post<TimeslotBulkCreateResponse>('/api/timeslots/bulk', {
      season_id: season.seasonId,
      rows: [...rows, clash],
    });
    expect(res.status).toBe(201);
    // The clash overlaps the 08:00 and 09:00 rows of that day on Field 1: all three are left out.
    expect(res.body.bad).toEqual([0, 1, 384]);
    expect(res.body).toMatchObject({ count: 382, skipped: 3, last: nyTime('2026-09-12', '15:00') });
    expect(await listSlots(season.client, season.seasonId)).toHaveLength(382);
  });

  it('saves nothing and names the row when a place is not the season’s', async () => {
    const season = await buildTimeslotSeason(t);
    const other = await buildTimeslotSeason(t);
    const res = await season.client.post('/api/timeslots/bulk', {
      season_id: season.seasonId,
      rows: [
        slotRow(season, '2026-04-04'),
        slotRow(season, '2026-04-11', { surface_id: other.surfaceIds[0] }),
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { 'rows.1.surface_id': ['is not a surface of this season'] } });
    expect(await listSlots(season.client, season.seasonId)).toEqual([]);
    const invalid = await season.client.post('/api/timeslots/bulk', {
      season_id: season.seasonId,
      rows: [slotRow(season, '2026-04-04', { finish: nyTime('2026-04-04', '08:00') })],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ errors: { 'rows.0.finish': ['must be after the start'] } });
  });
});

describe('GET timeslot listings', () => {
  it('lists a season’s slots by local date range with divisions, surface and venue ids', async () => {
    const season = await buildTimeslotSeason(t);
    const [u10] = season.divisions;
    await createSlots(season, [
      slotRow(season, '2026-04-03', {
        start: nyTime('2026-04-03', '23:30'),
        finish: nyTime('2026-04-03', '23:59'),
      }),
      slotRow(season, '2026-04-04', { divisions: [u10.id] }),
      slotRow(season, '2026-04-05'),
      slotRow(season, '2026-04-06', {
        start: nyTime('2026-04-06', '00:00'),
        finish: nyTime('2026-04-06', '01:00'),
      }),
    ]);
    const res = await season.client.get<TimeslotList>(
      `/api/seasons/${season.seasonId}/timeslots?start_date=2026-04-04&end_date=2026-04-05`,
    );
    expect(res.status).toBe(200);
    // The answer skips the response schema on the way out (presenterSerializer): it must still match it.
    expect(TimeslotListSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.timezone).toBe(NEW_YORK);
    expect(res.body.timeslots.map(wallClock)).toEqual(['2026-04-04 09:00-10:30', '2026-04-05 09:00-10:30']);
    expect(res.body.timeslots[0]).toMatchObject({
      divisions: [u10.id],
      surface_id: season.surfaceIds[0],
      venue_id: season.venueId,
    });
    const byInstant = await listSlots(
      season.client,
      season.seasonId,
      `?start_date=${encodeURIComponent(nyTime('2026-04-04', '09:00'))}&end_date=${encodeURIComponent(nyTime('2026-04-05', '09:00'))}`,
    );
    expect(byInstant.map(wallClock)).toEqual(['2026-04-04 09:00-10:30']);
    expect(await listSlots(season.client, season.seasonId)).toHaveLength(4);
    const bad = await season.client.get(
      `/api/seasons/${season.seasonId}/timeslots?start_date=2026-04-05&end_date=2026-04-04`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { end_date: ['must not be before the start date'] } });
  });

  it('lists a division’s own and neutral slots, not another division’s', async () => {
    const season = await buildTimeslotSeason(t);
    const [u10, u12] = season.divisions;
    await createSlots(season, [
      slotRow(season, '2026-04-04', { divisions: [u10.id] }),
      slotRow(season, '2026-04-05', { divisions: [u12.id] }),
      slotRow(season, '2026-04-06'),
      slotRow(season, '2026-04-07', { divisions: [u10.id, u12.id] }),
      slotRow(season, '2026-05-01'),
    ]);
    const res = await season.client.get<TimeslotList>(
      `/api/divisions/${u10.id}/timeslots?start_date=2026-04-01&end_date=2026-04-30`,
    );
    expect(res.status).toBe(200);
    expect(res.body.timeslots.map((s) => wallClock(s).slice(0, 10))).toEqual([
      '2026-04-04',
      '2026-04-06',
      '2026-04-07',
    ]);
    expect(res.body.timeslots[2]?.divisions).toEqual([u10.id, u12.id].sort());
  });
});
