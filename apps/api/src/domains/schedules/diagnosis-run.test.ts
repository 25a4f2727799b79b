import type { Diagnosis, ErrorResponse, FixApplication, ScheduleDetail } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The diagnosis end to end with the engine (docs/diagnosis.md#the-api): a run that cannot place every game
 * stores why and what would fix it; applying a fix runs the unscheduled games again; undo puts them back.
 * Three round robins of four teams need 18 games; the season's 16 slots cannot hold them.
 */
let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;

const placed = (d: ScheduleDetail) => d.games.filter((g) => g.timeslot_id !== null).length;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season, { config: { count: 3 } });
  await waitForFinish(season.client, scheduleId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('a short run', () => {
  it('stores a diagnosis naming the division, with fixes; it can be computed again', async () => {
    const detail = await scheduleDetail(season.client, scheduleId);
    expect(placed(detail)).toBeLessThan(detail.games.length);
    expect(detail.diagnosis).not.toBeNull();
    expect(detail.diagnosis?.divisions.map((d) => d.division_id)).toContain(season.divisions[0].id);
    expect(detail.diagnosis?.fixes.length).toBeGreaterThan(0);
    const again = await season.client.post<Diagnosis>(`/api/schedules/${scheduleId}/diagnosis`, {});
    expect(again.status, again.text).toBe(200);
    expect(again.body.divisions.map((d) => d.division_id)).toContain(season.divisions[0].id);
  });

  it('applies the best fix, places more games, and undo puts the schedule back', async () => {
    const before = await scheduleDetail(season.client, scheduleId);
    const fix = before.diagnosis?.fixes[0];
    expect(fix).toBeDefined();
    const applied = await season.client.post<FixApplication>(`/api/schedules/${scheduleId}/fixes`, {
      fix_id: fix?.id,
    });
    expect(applied.status, applied.text).toBe(201);
    await waitForFinish(season.client, scheduleId);
    const after = await scheduleDetail(season.client, scheduleId);
    expect(placed(after)).toBeGreaterThan(placed(before));
    const undone = await season.client.post<FixApplication>(
      `/api/fix_applications/${applied.body.id}/undo`,
      {},
    );
    expect(undone.status, undone.text).toBe(200);
    const back = await scheduleDetail(season.client, scheduleId);
    expect(placed(back)).toBe(placed(before));
    expect(back.games.map((g) => g.timeslot_id).sort()).toEqual(
      before.games.map((g) => g.timeslot_id).sort(),
    );
    expect(back.config).toEqual(before.config);
    const twice = await season.client.post<ErrorResponse>(
      `/api/fix_applications/${applied.body.id}/undo`,
      {},
    );
    expect(twice.status).toBe(409);
  });
});
