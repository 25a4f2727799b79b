import type { Diagnosis, ErrorResponse, FixApplication, ScheduleDetail } from '@app/contracts';
import { timeConstraints } from '@app/db';
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
 * Hawks's no-play rule on Saturdays leaves its three games of the round robin without a slot (every slot is on
 * a Saturday); relaxing that rule is the fix.
 */
let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;

const placed = (d: ScheduleDetail) => d.games.filter((g) => g.timeslot_id !== null).length;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  // Hawks may not play on Saturdays, and every slot is on a Saturday.
  await t.db.insert(timeConstraints).values({
    organizationId: season.organizationId,
    teamId: season.teams[0]?.id as string,
    style: 'weekly',
    type: 0,
    weekdays: [6],
  });
  scheduleId = await createSchedule(season);
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
    const relax = detail.diagnosis?.fixes.find((f) => f.fix.kind === 'relax_team_rule');
    expect(relax?.fix).toMatchObject({ team_id: season.teams[0]?.id, rule: 'time_constraint' });
    const [constraint] = await t.db.select().from(timeConstraints);
    expect(relax?.fix.kind === 'relax_team_rule' && relax.fix.constraint_id).toBe(constraint?.id);
    const again = await season.client.post<Diagnosis>(`/api/schedules/${scheduleId}/diagnosis`, {});
    expect(again.status, again.text).toBe(200);
    expect(again.body.divisions.map((d) => d.division_id)).toContain(season.divisions[0].id);
  });

  it('applies the best fix, places more games, and undo puts the schedule back', async () => {
    const before = await scheduleDetail(season.client, scheduleId);
    const fix = before.diagnosis?.fixes.find((f) => f.fix.kind === 'relax_team_rule');
    expect(fix).toBeDefined();
    const applied = await season.client.post<FixApplication>(`/api/schedules/${scheduleId}/fixes`, {
      fix_id: fix?.id,
    });
    expect(applied.status, applied.text).toBe(201);
    await waitForFinish(season.client, scheduleId);
    const after = await scheduleDetail(season.client, scheduleId);
    expect(placed(after)).toBe(after.games.length);
    expect(after.diagnosis).toBeNull();
    expect(await t.db.select().from(timeConstraints)).toEqual([]);
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
    expect(await t.db.select().from(timeConstraints)).toHaveLength(1);
    expect(back.diagnosis?.fixes.map((f) => f.id)).toEqual(before.diagnosis?.fixes.map((f) => f.id));
    const twice = await season.client.post<ErrorResponse>(
      `/api/fix_applications/${applied.body.id}/undo`,
      {},
    );
    expect(twice.status).toBe(409);
  });
});

describe('a short tournament', () => {
  it('runs again afresh after a fix, and undo brings its games back as they were', async () => {
    const cupId = await createSchedule(season, { name: 'Cup', config: { style: 'single' } });
    await waitForFinish(season.client, cupId);
    const before = await scheduleDetail(season.client, cupId);
    expect(placed(before)).toBeLessThan(before.games.length);
    const fix = before.diagnosis?.fixes.find((f) => f.fix.kind === 'relax_team_rule');
    expect(fix).toBeDefined();
    const applied = await season.client.post<FixApplication>(`/api/schedules/${cupId}/fixes`, {
      fix_id: fix?.id,
    });
    expect(applied.status, applied.text).toBe(201);
    await waitForFinish(season.client, cupId);
    const after = await scheduleDetail(season.client, cupId);
    expect(after.retry_mode).toBe('fresh');
    expect(placed(after)).toBe(after.games.length);
    const undone = await season.client.post<FixApplication>(
      `/api/fix_applications/${applied.body.id}/undo`,
      {},
    );
    expect(undone.status, undone.text).toBe(200);
    const back = await scheduleDetail(season.client, cupId);
    const shape = (d: ScheduleDetail) => d.games.map((g) => `${g.id} ${g.timeslot_id}`).sort();
    expect(shape(back)).toEqual(shape(before));
  });
});
