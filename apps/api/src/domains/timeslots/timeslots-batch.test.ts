import type { TimeslotCount, TimeslotUpdateResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildTimeslotSeason,
  createSlots,
  listSlots,
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

const ids = (slots: { id: string }[]) => slots.map((s) => s.id);

describe('deleting timeslots', () => {
  it('bulk deletes listed slots, clears chosen ones of a season, then the whole season', async () => {
    const season = await buildTimeslotSeason(t);
    const slots = await createSlots(
      season,
      ['2026-04-04', '2026-04-05', '2026-04-06', '2026-04-07', '2026-04-08'].map((d) => slotRow(season, d)),
    );
    const [a, b, c] = slots;
    const bulk = await season.client.post<TimeslotCount>('/api/timeslots/bulk_delete', {
      ids: [a?.id, b?.id],
    });
    expect(bulk.body).toEqual({ count: 2 });
    const clear = await season.client.post<TimeslotCount>('/api/timeslots/clear', {
      season_id: season.seasonId,
      ids: [c?.id],
    });
    expect(clear.body).toEqual({ count: 1 });
    const all = await season.client.post<TimeslotCount>('/api/timeslots/clear_bulk', {
      season_id: season.seasonId,
    });
    expect(all.body).toEqual({ count: 2 });
    expect(await listSlots(season.client, season.seasonId)).toEqual([]);
  });

  it('deletes nothing when one listed id is missing', async () => {
    const season = await buildTimeslotSeason(t);
    const [slot] = await createSlots(season, [slotRow(season, '2026-04-04')]);
    const res = await season.client.post('/api/timeslots/bulk_delete', {
      ids: [slot?.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(res.status).toBe(404);
    expect(await listSlots(season.client, season.seasonId)).toHaveLength(1);
    const empty = await season.client.post('/api/timeslots/bulk_delete', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ errors: { ids: ['choose at least one timeslot'] } });
  });

  it('unschedules nothing until games exist, answering 0', async () => {
    const season = await buildTimeslotSeason(t);
    const slots = await createSlots(season, [slotRow(season, '2026-04-04')]);
    const res = await season.client.post('/api/timeslots/unschedule', {
      season_id: season.seasonId,
      ids: ids(slots),
    });
    expect(res.body).toEqual({ count: 0 });
    expect(await listSlots(season.client, season.seasonId)).toHaveLength(1);
  });
});

describe('POST /api/timeslots/multiple', () => {
  it('moves the slots it can and keeps the overlapping one, answering good, bad and results', async () => {
    const season = await buildTimeslotSeason(t);
    const [a, b, c] = await createSlots(season, [
      slotRow(season, '2026-04-04'),
      slotRow(season, '2026-04-05'),
      slotRow(season, '2026-04-06'),
    ]);
    const res = await season.client.post<TimeslotUpdateResult>('/api/timeslots/multiple', {
      timeslots: [
        { id: a?.id, start: nyTime('2026-04-04', '12:00'), finish: nyTime('2026-04-04', '13:00') },
        { id: b?.id, start: c?.start, finish: c?.finish },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      good: 1,
      bad: 1,
      results: [
        { id: a?.id, good: true, message: null },
        { id: b?.id, good: false, message: 'overlaps another timeslot on this surface' },
      ],
    });
    expect((await listSlots(season.client, season.seasonId)).map(wallClock)).toEqual([
      '2026-04-04 12:00-13:00',
      '2026-04-05 09:00-10:30',
      '2026-04-06 09:00-10:30',
    ]);
  });

  it('lets two slots swap places, since moving slots free their old ones', async () => {
    const season = await buildTimeslotSeason(t);
    const [a, b] = await createSlots(season, [
      slotRow(season, '2026-04-04'),
      slotRow(season, '2026-04-04', {
        start: nyTime('2026-04-04', '10:30'),
        finish: nyTime('2026-04-04', '12:00'),
      }),
    ]);
    const res = await season.client.post<TimeslotUpdateResult>('/api/timeslots/multiple', {
      timeslots: [
        { id: a?.id, start: b?.start, finish: b?.finish },
        { id: b?.id, start: a?.start, finish: a?.finish },
      ],
    });
    expect(res.body).toMatchObject({ good: 2, bad: 0 });
  });

  it('names the row of a finish before its start', async () => {
    const season = await buildTimeslotSeason(t);
    const [a] = await createSlots(season, [slotRow(season, '2026-04-04')]);
    const res = await season.client.post('/api/timeslots/multiple', {
      timeslots: [{ id: a?.id, start: a?.finish, finish: a?.start }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { 'timeslots.0.finish': ['must be after the start'] } });
  });
});

describe('divisions and surfaces of chosen slots', () => {
  it('sets the divisions of chosen slots and opens them to all with none', async () => {
    const season = await buildTimeslotSeason(t);
    const slots = await createSlots(season, [slotRow(season, '2026-04-04'), slotRow(season, '2026-04-05')]);
    const [u10, u12] = season.divisions;
    const set = await season.client.post<TimeslotCount>('/api/timeslots/divisions', {
      season_id: season.seasonId,
      items: ids(slots),
      divisions: [u12.id, u10.id],
    });
    expect(set.body).toEqual({ count: 2 });
    const expected = [u10.id, u12.id].sort();
    expect((await listSlots(season.client, season.seasonId)).map((s) => s.divisions)).toEqual([
      expected,
      expected,
    ]);
    await season.client.post('/api/timeslots/divisions', {
      season_id: season.seasonId,
      items: ids(slots),
      divisions: [],
    });
    expect((await listSlots(season.client, season.seasonId)).map((s) => s.divisions)).toEqual([[], []]);
    const other = await buildTimeslotSeason(t);
    const foreign = await season.client.post('/api/timeslots/divisions', {
      season_id: season.seasonId,
      items: ids(slots),
      divisions: [other.divisions[0].id],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual({ errors: { divisions: ['lists a division that is not in this season'] } });
  });

  it('moves chosen slots to another surface except where it is taken', async () => {
    const season = await buildTimeslotSeason(t);
    const [a, b] = await createSlots(season, [
      slotRow(season, '2026-04-04'),
      slotRow(season, '2026-04-05'),
      slotRow(season, '2026-04-05', { surface_id: season.surfaceIds[1] }),
    ]);
    const res = await season.client.post<TimeslotUpdateResult>('/api/timeslots/surfaces', {
      season_id: season.seasonId,
      items: [a?.id, b?.id],
      surface_id: season.surfaceIds[1],
    });
    expect(res.body).toMatchObject({
      good: 1,
      bad: 1,
      results: [
        { id: a?.id, good: true },
        { id: b?.id, good: false },
      ],
    });
    const surfaces = (await listSlots(season.client, season.seasonId)).map((s) => [s.id, s.surface_id]);
    expect(surfaces).toContainEqual([a?.id, season.surfaceIds[1]]);
    expect(surfaces).toContainEqual([b?.id, season.surfaceIds[0]]);
  });
});

describe('POST /api/timeslots/split', () => {
  it('halves a slot by default and cuts into N parts on whole minutes', async () => {
    const season = await buildTimeslotSeason(t);
    const [a, b] = await createSlots(season, [
      slotRow(season, '2026-04-04', { divisions: [season.divisions[0].id], is_practice: true }),
      slotRow(season, '2026-04-05', { finish: nyTime('2026-04-05', '10:40') }),
    ]);
    const halves = await season.client.post<TimeslotUpdateResult>('/api/timeslots/split', {
      season_id: season.seasonId,
      items: [a?.id],
    });
    expect(halves.body).toMatchObject({ good: 1, bad: 0 });
    const thirds = await season.client.post<TimeslotUpdateResult>('/api/timeslots/split', {
      season_id: season.seasonId,
      items: [b?.id],
      parts: 3,
    });
    expect(thirds.body).toMatchObject({ good: 1, bad: 0 });
    const slots = await listSlots(season.client, season.seasonId);
    expect(slots.map(wallClock)).toEqual([
      '2026-04-04 09:00-09:45',
      '2026-04-04 09:45-10:30',
      '2026-04-05 09:00-09:33',
      '2026-04-05 09:33-10:06',
      '2026-04-05 10:06-10:40',
    ]);
    expect(slots[0]?.id).toBe(a?.id);
    expect(slots[1]).toMatchObject({ divisions: [season.divisions[0].id], is_practice: true });
  });

  it('leaves a slot too short for the parts whole and names the limit', async () => {
    const season = await buildTimeslotSeason(t);
    const [a] = await createSlots(season, [
      slotRow(season, '2026-04-04', { finish: nyTime('2026-04-04', '09:02') }),
    ]);
    const res = await season.client.post<TimeslotUpdateResult>('/api/timeslots/split', {
      season_id: season.seasonId,
      items: [a?.id],
      parts: 3,
    });
    expect(res.body.results).toEqual([
      { id: a?.id, good: false, message: 'is too short to split into 3 parts' },
    ]);
    const tooMany = await season.client.post('/api/timeslots/split', {
      season_id: season.seasonId,
      items: [a?.id],
      parts: 13,
    });
    expect(tooMany.body).toEqual({ errors: { parts: ['must be at most 12'] } });
  });
});

describe('POST /api/timeslots/shift', () => {
  it('keeps the local time when days and weeks cross the November and March changes', async () => {
    const season = await buildTimeslotSeason(t);
    const [fall, spring] = await createSlots(season, [
      slotRow(season, '2026-10-31'),
      slotRow(season, '2026-03-07', { surface_id: season.surfaceIds[1] }),
    ]);
    const weeks = await season.client.post<TimeslotUpdateResult>('/api/timeslots/shift', {
      season_id: season.seasonId,
      items: [fall?.id],
      amount: 1,
      units: 'Weeks',
    });
    expect(weeks.body).toMatchObject({ good: 1, bad: 0 });
    await season.client.post('/api/timeslots/shift', {
      season_id: season.seasonId,
      items: [spring?.id],
      amount: 2,
    });
    expect((await listSlots(season.client, season.seasonId)).map(wallClock)).toEqual([
      '2026-03-09 09:00-10:30',
      '2026-11-07 09:00-10:30',
    ]);
  });

  it('moves by minutes, hours and months, and refuses overlaps', async () => {
    const season = await buildTimeslotSeason(t);
    const [a, b] = await createSlots(season, [
      slotRow(season, '2026-01-31'),
      slotRow(season, '2026-01-31', {
        start: nyTime('2026-01-31', '11:00'),
        finish: nyTime('2026-01-31', '12:00'),
      }),
    ]);
    const shift = (items: (string | undefined)[], amount: number, units: string) =>
      season.client.post<TimeslotUpdateResult>('/api/timeslots/shift', {
        season_id: season.seasonId,
        items,
        amount,
        units,
      });
    expect((await shift([a?.id], 20, 'minutes')).body).toMatchObject({ good: 1 });
    expect((await shift([a?.id], 1, 'hours')).body).toMatchObject({
      bad: 1,
      results: [{ good: false, message: 'overlaps another timeslot on this surface' }],
    });
    expect((await shift([a?.id, b?.id], 1, 'months')).body).toMatchObject({ good: 2 });
    expect((await listSlots(season.client, season.seasonId)).map(wallClock)).toEqual([
      '2026-02-28 09:20-10:50',
      '2026-02-28 11:00-12:00',
    ]);
  });

  it('rejects an amount of 0 or beyond 20 and an unknown unit', async () => {
    const season = await buildTimeslotSeason(t);
    const [a] = await createSlots(season, [slotRow(season, '2026-04-04')]);
    const message = 'must be from -20 to 20, not 0';
    for (const amount of [0, 21, -21]) {
      const res = await season.client.post('/api/timeslots/shift', {
        season_id: season.seasonId,
        items: [a?.id],
        amount,
      });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body).toEqual({ errors: { amount: [message] } });
    }
    const unit = await season.client.post('/api/timeslots/shift', {
      season_id: season.seasonId,
      items: [a?.id],
      amount: 1,
      units: 'years',
    });
    expect(unit.body).toEqual({ errors: { units: ['must be one of minutes, hours, days, weeks, months'] } });
    const edge = await season.client.post<TimeslotUpdateResult>('/api/timeslots/shift', {
      season_id: season.seasonId,
      items: [a?.id],
      amount: -20,
      units: 'minutes',
    });
    expect(edge.body).toMatchObject({ good: 1 });
  });
});
