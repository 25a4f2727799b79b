import type { Balances, GamesChanged, ScheduleDetail } from '@app/contracts';
import { games, schedules } from '@app/db';
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
let practicesId: string;
let gamesId: string;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  practicesId = await createSchedule(season, {
    name: 'Practices',
    config: { mode: 'practices', argument: 'season', count: 1, schedule_end: '2026-04-30' },
  });
  await waitForFinish(season.client, practicesId);
  gamesId = await createSchedule(season, {
    name: 'Games',
    config: { schedule_start: '2026-05-01', schedule_end: '2026-05-31' },
  });
  await waitForFinish(season.client, gamesId);
});
afterAll(async () => {
  await t.close();
});

const [hawks, owls] = [0, 1];

describe('items created by hand in a practice schedule', () => {
  it('are practices of one team: a visitor is refused, a single team makes a practice', async () => {
    const home = season.teams[hawks]?.id as string;
    const visitor = season.teams[owls]?.id as string;
    const refused = await season.client.post('/api/games', {
      schedule_id: practicesId,
      home_id: home,
      visitor_id: visitor,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { visitor_id: [expect.stringContaining('practice')] } });

    const created = await season.client.post<GamesChanged>('/api/games', {
      schedule_id: practicesId,
      home_id: home,
    });
    expect(created.status).toBe(201);
    const [practice] = created.body.games;
    expect(practice).toMatchObject({ home_id: home, visitor_id: null, is_practice: true });

    // Editing a practice cannot give it a visitor either.
    const edited = await season.client.patch(`/api/games/${practice?.id}`, { visitor_id: visitor });
    expect(edited.status).toBe(422);
    const detail: ScheduleDetail = await scheduleDetail(season.client, practicesId);
    expect(detail.games.every((g) => g.is_practice && g.visitor_id === null)).toBe(true);
  });

  it('leave a game schedule taking two teams as before', async () => {
    const created = await season.client.post<GamesChanged>('/api/games', {
      schedule_id: gamesId,
      home_id: season.teams[hawks]?.id,
      visitor_id: season.teams[owls]?.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.games[0]?.is_practice).toBe(false);
  });
});

describe('balances of a practice schedule', () => {
  it('have no matchups table, even with a two-team game stored before such games were refused', async () => {
    const before = await season.client.get<Balances>(`/api/schedules/${practicesId}/balances`);
    expect(before.status).toBe(200);
    expect(before.body.matchups).toBeNull();
    expect(before.body.team_weeks.rows.length).toBeGreaterThan(0);

    // An unscheduled two-team game is enough: the matchups table lists every team of the set's games.
    const [schedule] = await t.db.select().from(schedules).where(eq(schedules.id, practicesId));
    if (!schedule?.divisionId) throw new Error('expected the practice schedule with its division');
    await t.db.insert(games).values({
      organizationId: schedule.organizationId,
      scheduleId: practicesId,
      divisionId: schedule.divisionId,
      homeId: season.teams[hawks]?.id as string,
      visitorId: season.teams[owls]?.id as string,
      isPractice: false,
      timeslotId: null,
      position: 999,
    });
    const after = await season.client.get<Balances>(`/api/schedules/${practicesId}/balances`);
    expect(after.status).toBe(200);
    expect(after.body.matchups).toBeNull();

    const gameBalances = await season.client.get<Balances>(`/api/schedules/${gamesId}/balances`);
    expect(gameBalances.body.matchups?.columns.length).toBe(season.teams.length + 1);
  });
});
