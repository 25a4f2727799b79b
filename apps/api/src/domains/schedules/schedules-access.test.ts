import type { ErrorResponse } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeams } from '../../../test/league-builders.ts';
import { buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  roundRobinConfig,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let season: ScheduleSeason;
let stranger: ScheduleSeason;
let scheduleId: string;
beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  stranger = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  season_id: season.seasonId,
  division_id: season.divisions[0].id,
  name: 'Spring games',
  config: roundRobinConfig(),
  ...overrides,
});

describe('schedule validation', () => {
  it.each([
    [{ name: '  ' }, 'name'],
    [{ config: roundRobinConfig({ count: 0 }) }, 'config.count'],
    [{ config: roundRobinConfig({ max_games_day: 11 }) }, 'config.max_games_day'],
    [{ config: roundRobinConfig({ min_minutes_rest: 20 }) }, 'config.min_minutes_rest'],
    [{ config: roundRobinConfig({ schedule_end: '2026-03-01' }) }, 'config.schedule_end'],
    [{ config: roundRobinConfig({ max_games_day: 3, max_games_week: 2 }) }, 'config.max_games_week'],
    [{ config: roundRobinConfig({ style: 'knockout' as 'single' }) }, 'config.style'],
  ])('names the field of %j', async (overrides, field) => {
    const res = await season.client.post<ErrorResponse>('/api/schedules', body(overrides));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('needs at least 2 teams in the division', async () => {
    const res = await season.client.post<ErrorResponse>(
      '/api/schedules',
      body({ division_id: season.divisions[1].id }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.division_id).toEqual(['needs at least 2 teams']);
  });

  it('schedules a tournament of any team count from 2, giving the top seeds byes', async () => {
    await buildTeams(season.client, season.divisions[1].id, ['A', 'B', 'C']);
    const res = await season.client.post<{ id: string }>(
      '/api/schedules',
      body({ division_id: season.divisions[1].id, config: roundRobinConfig({ style: 'single' }) }),
    );
    expect(res.status).toBe(201);
    const status = await waitForFinish(season.client, res.body.id);
    expect(status.status).toBe('done');
    // Three teams: one bye, so two games (a semi-final and the final).
    expect(status.total).toBe(2);
  });

  it('refuses an unscheduled-only retry of a tournament', async () => {
    const res = await season.client.post<ErrorResponse>(`/api/schedules/${scheduleId}/retry`, {
      mode: 'unscheduled_only',
      config: roundRobinConfig({ style: 'single' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.mode).toBeDefined();
  });
});

describe('cancel', () => {
  it('stops a run and keeps what it had', async () => {
    const id = await createSchedule(season, { name: 'Cancelled' });
    const res = await season.client.post(`/api/schedules/${id}/cancel`);
    expect(res.status).toBe(200);
    const status = await waitForFinish(season.client, id);
    expect(status.status).toBe('cancelled');
    const detail = await scheduleDetail(season.client, id);
    expect(detail.log).toContain('Cancelled');
  });
});

describe('access', () => {
  it("answers 404 for another organisation's schedules and seasons", async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/schedules/${scheduleId}`],
      ['GET', `/api/schedules/${scheduleId}/status`],
      ['GET', `/api/seasons/${season.seasonId}/schedules`],
      ['POST', `/api/schedules/${scheduleId}/cancel`],
      ['POST', `/api/schedules/${scheduleId}/retry`, { mode: 'fresh' }],
      ['PATCH', `/api/schedules/${scheduleId}`, { name: 'Mine now' }],
      ['DELETE', `/api/schedules/${scheduleId}`],
      ['POST', '/api/schedules', { ...body(), season_id: season.seasonId }],
      ['POST', '/api/schedules', { ...body(), season_id: stranger.seasonId }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await stranger.client.request(method as 'GET', url, payload);
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
  });

  it('lets a user read but not change schedules', async () => {
    const reader = await buildReader(t, season);
    expect((await reader.get(`/api/schedules/${scheduleId}/status`)).status).toBe(200);
    expect((await reader.get(`/api/schedules/${scheduleId}`)).status).toBe(200);
    expect((await reader.post('/api/schedules', body())).status).toBe(403);
    expect((await reader.post(`/api/schedules/${scheduleId}/cancel`)).status).toBe(403);
    expect((await reader.patch(`/api/schedules/${scheduleId}`, { name: 'X' })).status).toBe(403);
    expect((await reader.delete(`/api/schedules/${scheduleId}`)).status).toBe(403);
  });
});
