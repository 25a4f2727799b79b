import type { ScheduleList, ScheduleStatus } from '@app/contracts';
import { ScheduleConfigSchema } from '@app/contracts';
import { games, schedules } from '@app/db';
import { parseInstance } from '@app/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScheduleSeason,
  createSchedule,
  roundRobinConfig,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listSlots } from '../../../test/timeslot-fixtures.ts';
import { buildApp } from '../../app.ts';
import { loadSeasonModelRows, toEngineInstance } from './build-engine-instance.ts';

let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;
let finished: ScheduleStatus;
beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season);
  finished = await waitForFinish(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

const detail = (id: string) => scheduleDetail(season.client, id);

describe('a schedule run', () => {
  it('runs in a worker to done with every game placed', async () => {
    expect(finished).toMatchObject({ status: 'done', finished: true, progress: 100, success_rate: 100 });
    const schedule = await detail(scheduleId);
    expect(schedule.games).toHaveLength(6);
    expect(schedule.games.every((g) => g.timeslot_id !== null)).toBe(true);
    expect(schedule.scheduled_count).toBe(6);
    expect(schedule.teams.map((team) => team.name).sort()).toEqual(['Bears', 'Foxes', 'Hawks', 'Owls']);
    expect(schedule.timeslots).toHaveLength(6);
    expect(schedule.log).toContain('Finished: 6 scheduled');
    const pairs = new Set(schedule.games.map((g) => [g.home_id, g.visitor_id].sort().join()));
    expect(pairs.size).toBe(6);
  });

  it('lists the season schedules with their counts', async () => {
    const res = await season.client.get<ScheduleList>(`/api/seasons/${season.seasonId}/schedules`);
    expect(res.status).toBe(200);
    expect(res.body.schedules.find((s) => s.id === scheduleId)).toMatchObject({
      name: 'Spring games',
      kind: 'round',
      is_tournament: false,
      scheduled_count: 6,
      unscheduled_count: 0,
    });
  });

  it('renames', async () => {
    const res = await season.client.patch(`/api/schedules/${scheduleId}`, { name: '  Spring league  ' });
    expect(res.status).toBe(200);
    expect((await detail(scheduleId)).name).toBe('Spring league');
  });

  it('builds an engine instance the engine accepts, with other schedules placed games fixed', async () => {
    const rows = await loadSeasonModelRows(t.db, season.seasonId);
    const [schedule] = await t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    if (!schedule) throw new Error('schedule missing');
    const config = ScheduleConfigSchema.parse(roundRobinConfig({ use_weekend_method: true }));
    const target = { schedule, divisionIds: [season.divisions[0].id], config, keepPlaced: false };
    const own = parseInstance(toEngineInstance(rows, target));
    expect(own.timezone).toBe('America/New_York');
    expect(own.teams).toHaveLength(4);
    expect(own.timeslots).toHaveLength(16);
    expect(own.fixed_games).toHaveLength(0);
    expect(own.schedules[0]).toMatchObject({ id: scheduleId, max_games_week: 2, use_weekend_method: true });
    const kept = parseInstance(toEngineInstance(rows, { ...target, keepPlaced: true }));
    expect(kept.fixed_games).toHaveLength(6);
  });

  it('retries only the unscheduled games, keeping the placed ones', async () => {
    const before = (await detail(scheduleId)).games;
    const [first] = before;
    if (!first?.timeslot_id) throw new Error('no placed game');
    const unschedule = await season.client.post<{ count: number }>('/api/timeslots/unschedule', {
      season_id: season.seasonId,
      ids: [first.timeslot_id],
    });
    expect(unschedule.body.count).toBe(1);
    expect((await detail(scheduleId)).unscheduled_count).toBe(1);

    const res = await season.client.post(`/api/schedules/${scheduleId}/retry`, { mode: 'unscheduled_only' });
    expect(res.status).toBe(200);
    expect(await waitForFinish(season.client, scheduleId)).toMatchObject({
      status: 'done',
      retry_mode: 'unscheduled_only',
    });
    const after = await detail(scheduleId);
    expect(after.scheduled_count).toBe(6);
    const kept = before.filter((g) => g.id !== first.id).map((g) => `${g.id}@${g.timeslot_id}`);
    expect(after.games.map((g) => `${g.id}@${g.timeslot_id}`)).toEqual(expect.arrayContaining(kept));
  });

  it('retries fresh with a new config', async () => {
    const res = await season.client.post(`/api/schedules/${scheduleId}/retry`, {
      mode: 'fresh',
      config: roundRobinConfig({ count: 2 }),
    });
    expect(res.status).toBe(200);
    expect(await waitForFinish(season.client, scheduleId)).toMatchObject({ status: 'done', total: 12 });
    expect((await detail(scheduleId)).config.count).toBe(2);
  });

  it('keeps one game per timeslot across schedules of the season', async () => {
    const other = await createSchedule(season, { name: 'Second', config: { count: 1 } });
    const status = await waitForFinish(season.client, other);
    expect(status.status).toBe('done');
    const slotsUsed = (await t.db.select({ slot: games.timeslotId }).from(games))
      .map((g) => g.slot)
      .filter(Boolean);
    expect(new Set(slotsUsed).size).toBe(slotsUsed.length);
    expect(slotsUsed.length).toBeGreaterThan(12);
  });

  it('deletes a schedule with its games, opening their slots', async () => {
    const other = await createSchedule(season, { name: 'Doomed' });
    await waitForFinish(season.client, other);
    const res = await season.client.delete(`/api/schedules/${other}`);
    expect(res.status).toBe(200);
    expect((await season.client.get(`/api/schedules/${other}`)).status).toBe(404);
    expect(await t.db.select().from(games).where(eq(games.scheduleId, other))).toHaveLength(0);
    expect((await listSlots(season.client, season.seasonId)).length).toBe(16);
  });

  it('resumes a schedule left running by a stopped server', async () => {
    await t.db.delete(games).where(eq(games.scheduleId, scheduleId));
    await t.db
      .update(schedules)
      .set({ status: 'running', leaseUntil: new Date(Date.now() - 60_000) })
      .where(eq(schedules.id, scheduleId));
    const restarted = await buildApp({ env: t.env, db: t.db, mailer: t.mailer });
    try {
      await restarted.ready();
      await restarted.scheduleRunner.idle();
    } finally {
      await restarted.close();
    }
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    expect(row?.status).toBe('done');
    expect(row?.log).toContain('Resumed after a server restart.');
    expect(await t.db.select().from(games).where(eq(games.scheduleId, scheduleId))).toHaveLength(12);
  });
});
