import type { TimeslotCopyResult } from '@app/contracts';
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

describe('POST /api/timeslots/copy', () => {
  it('copies a Saturday 09:00 slot weekly across the November change, staying 09:00 local', async () => {
    const season = await buildTimeslotSeason(t);
    const [slot] = await createSlots(season, [
      slotRow(season, '2026-10-24', { divisions: [season.divisions[0].id] }),
    ]);
    const res = await season.client.post<TimeslotCopyResult>('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [slot?.id],
      date: '2026-11-14',
      frequency: 'weekly',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 3, skipped: 0, last: nyTime('2026-11-14', '09:00') });
    const slots = await listSlots(season.client, season.seasonId);
    expect(slots.map(wallClock)).toEqual([
      '2026-10-24 09:00-10:30',
      '2026-10-31 09:00-10:30',
      '2026-11-07 09:00-10:30',
      '2026-11-14 09:00-10:30',
    ]);
    expect(slots.map((s) => s.start.slice(11, 16))).toEqual(['13:00', '13:00', '14:00', '14:00']);
    expect(slots.every((s) => s.divisions[0] === season.divisions[0].id)).toBe(true);
  });

  it('copies weekly across the March change and skips copies that overlap', async () => {
    const season = await buildTimeslotSeason(t);
    const [slot] = await createSlots(season, [
      slotRow(season, '2026-02-28'),
      slotRow(season, '2026-03-14', {
        start: nyTime('2026-03-14', '10:00'),
        finish: nyTime('2026-03-14', '11:00'),
      }),
    ]);
    const res = await season.client.post<TimeslotCopyResult>('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [slot?.id],
      date: '2026-03-20',
    });
    expect(res.body).toEqual({ count: 1, skipped: 1, last: nyTime('2026-03-07', '09:00') });
    expect((await listSlots(season.client, season.seasonId)).map(wallClock)).toEqual([
      '2026-02-28 09:00-10:30',
      '2026-03-07 09:00-10:30',
      '2026-03-14 10:00-11:00',
    ]);
  });

  it('copies monthly on the same day, clamped to short months, counted from the original', async () => {
    const season = await buildTimeslotSeason(t);
    const [slot] = await createSlots(season, [slotRow(season, '2026-01-31')]);
    const res = await season.client.post<TimeslotCopyResult>('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [slot?.id],
      date: '2026-04-30',
      frequency: 'monthly',
    });
    expect(res.body.count).toBe(3);
    expect((await listSlots(season.client, season.seasonId)).map((s) => wallClock(s).slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('answers count 0 when the date is before the first copy, and validates the body', async () => {
    const season = await buildTimeslotSeason(t);
    const [slot] = await createSlots(season, [slotRow(season, '2026-04-04')]);
    const none = await season.client.post('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [slot?.id],
      date: '2026-04-10',
    });
    expect(none.body).toEqual({ count: 0, skipped: 0, last: null });
    const bad = await season.client.post('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [slot?.id],
      frequency: 'daily',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: { date: ['must be a date like 2026-03-07'], frequency: ['must be weekly or monthly'] },
    });
    const far = await season.client.post('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [slot?.id],
      date: '2200-01-01',
    });
    expect(far.status).toBe(422);
    expect(far.body).toEqual({
      errors: { date: ['would make more than 5000 timeslots; choose an earlier date'] },
    });
  });
});

describe('POST /api/timeslots/copy_new (copy week)', () => {
  it('repeats a week’s slots so the given number of weeks hold them, at the same local times', async () => {
    const season = await buildTimeslotSeason(t);
    await createSlots(season, [
      slotRow(season, '2026-10-24'),
      slotRow(season, '2026-10-25', { surface_id: season.surfaceIds[1] }),
      slotRow(season, '2026-10-26'),
      slotRow(season, '2026-11-07', {
        start: nyTime('2026-11-07', '10:00'),
        finish: nyTime('2026-11-07', '11:00'),
      }),
    ]);
    const res = await season.client.post<TimeslotCopyResult>('/api/timeslots/copy_new', {
      season_id: season.seasonId,
      start: nyTime('2026-10-24', '00:00'),
      finish: nyTime('2026-10-26', '00:00'),
      weeks: 3,
    });
    expect(res.body).toEqual({ count: 3, skipped: 1, last: nyTime('2026-11-08', '09:00') });
    expect((await listSlots(season.client, season.seasonId)).map(wallClock)).toEqual([
      '2026-10-24 09:00-10:30',
      '2026-10-25 09:00-10:30',
      '2026-10-26 09:00-10:30',
      '2026-10-31 09:00-10:30',
      '2026-11-01 09:00-10:30',
      '2026-11-07 10:00-11:00',
      '2026-11-08 09:00-10:30',
    ]);
  });

  it('takes 2 to 23 weeks and a range of at most a week', async () => {
    const season = await buildTimeslotSeason(t);
    const body = {
      season_id: season.seasonId,
      start: nyTime('2026-04-04', '00:00'),
      finish: nyTime('2026-04-11', '00:00'),
    };
    for (const [weeks, message] of [
      [1, 'must be at least 2'],
      [24, 'must be at most 23'],
    ] as const) {
      const res = await season.client.post('/api/timeslots/copy_new', { ...body, weeks });
      expect(res.body).toEqual({ errors: { weeks: [message] } });
    }
    const long = await season.client.post('/api/timeslots/copy_new', {
      ...body,
      finish: nyTime('2026-04-12', '00:00'),
      weeks: 2,
    });
    expect(long.body).toEqual({ errors: { finish: ['must be at most a week after the start'] } });
    const ok = await season.client.post('/api/timeslots/copy_new', { ...body, weeks: 23 });
    expect(ok.body).toEqual({ count: 0, skipped: 0, last: null });
  });
});

describe('POST /api/timeslots/paste', () => {
  it('pastes the chosen slots a number of days away at the same local time, skipping overlaps', async () => {
    const season = await buildTimeslotSeason(t);
    const [a, b] = await createSlots(season, [
      slotRow(season, '2026-03-01'),
      slotRow(season, '2026-03-01', { surface_id: season.surfaceIds[1] }),
      slotRow(season, '2026-03-09', { surface_id: season.surfaceIds[1] }),
    ]);
    const res = await season.client.post<TimeslotCopyResult>('/api/timeslots/paste', {
      ids: [a?.id, b?.id],
      day_offset: 8,
    });
    expect(res.body).toEqual({ count: 1, skipped: 1, last: nyTime('2026-03-09', '09:00') });
    expect((await listSlots(season.client, season.seasonId)).map(wallClock)).toEqual([
      '2026-03-01 09:00-10:30',
      '2026-03-01 09:00-10:30',
      '2026-03-09 09:00-10:30',
      '2026-03-09 09:00-10:30',
    ]);
    const zero = await season.client.post('/api/timeslots/paste', { ids: [a?.id], day_offset: 0 });
    expect(zero.body).toEqual({ errors: { day_offset: ['must not be 0'] } });
  });

  it('refuses slots of two seasons', async () => {
    const season = await buildTimeslotSeason(t);
    const [a] = await createSlots(season, [slotRow(season, '2026-03-01')]);
    const created = await season.client.post<{ season: { id: string } }>('/api/seasons', {
      league_id: season.leagueId,
      name: 'Fall 2026',
    });
    const venue = await season.client.post<{ venues: { id: string; surfaces: { id: string }[] }[] }>(
      '/api/venues',
      {
        season_id: created.body.season.id,
        venues: [{ name: 'Hill Park', surfaces: [{ name: 'Court' }] }],
      },
    );
    const [fallVenue] = venue.body.venues;
    const fall = await season.client.post<{ id: string }>('/api/timeslots', {
      season_id: created.body.season.id,
      venue_id: fallVenue?.id,
      surface_id: fallVenue?.surfaces[0]?.id,
      start: nyTime('2026-09-05', '09:00'),
      finish: nyTime('2026-09-05', '10:00'),
    });
    const res = await season.client.post('/api/timeslots/paste', {
      ids: [a?.id, fall.body.id],
      day_offset: 1,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { ids: ['must all be timeslots of one season'] } });
  });
});
