import type { GamesChanged, ScheduleList, ScheduleStatus } from '@app/contracts';
import { schedules } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;
beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

/** The numbers of the schedule as the list, the detail and the status poll show them. */
async function numbers() {
  const list = await season.client.get<ScheduleList>(`/api/seasons/${season.seasonId}/schedules`);
  const summary = list.body.schedules.find((s) => s.id === scheduleId);
  const detail = await scheduleDetail(season.client, scheduleId);
  const status = (await season.client.get<ScheduleStatus>(`/api/schedules/${scheduleId}/status`)).body;
  return {
    list: summary && [summary.scheduled_count, summary.unscheduled_count, summary.success_rate],
    detail: [detail.scheduled_count, detail.unscheduled_count, detail.success_rate],
    status: [status.scheduled, status.remaining, status.success_rate],
    total: status.total,
  };
}

describe('a schedule’s counts and success rate follow its games', () => {
  it('reads 100% with every game placed, then 84% after one of six is unscheduled by hand', async () => {
    expect(await numbers()).toEqual({
      list: [6, 0, 100],
      detail: [6, 0, 100],
      status: [6, 0, 100],
      total: 6,
    });
    const detail = await scheduleDetail(season.client, scheduleId);
    const game = detail.games.find((g) => g.timeslot_id !== null);
    const res = await season.client.post<GamesChanged>('/api/games/unschedule', { ids: [game?.id] });
    expect(res.status).toBe(200);
    // ceil(100 × 5 / 6) = 84, everywhere.
    expect(await numbers()).toEqual({
      list: [5, 1, 84],
      detail: [5, 1, 84],
      status: [5, 1, 84],
      total: 6,
    });
  });

  it('never shows the run’s stored rate once its games say otherwise', async () => {
    // The demo league read "29%" beside 7 of 28: the row kept the run's own figure.
    await t.db
      .update(schedules)
      .set({ successRate: 29, scheduled: 7, remaining: 21, total: 28 })
      .where(eq(schedules.id, scheduleId));
    const now = await numbers();
    expect(now.list).toEqual([5, 1, 84]);
    expect(now.detail).toEqual([5, 1, 84]);
    expect(now.status).toEqual([5, 1, 84]);
  });

  it('renaming answers the same numbers', async () => {
    const res = await season.client.patch<ScheduleList['schedules'][number]>(`/api/schedules/${scheduleId}`, {
      name: 'Renamed',
    });
    expect(res.status).toBe(200);
    expect([res.body.scheduled_count, res.body.unscheduled_count, res.body.success_rate]).toEqual([5, 1, 84]);
  });
});
