import type { Conflicts, GamesChanged, ScheduleDetail } from '@app/contracts';
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
let leagueId: string;
let cupId: string;
let league: ScheduleDetail;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;
const EMPTY = { surface: [], team: [], team_week: [], team_time: [], coach: [], bracket: [] };

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  leagueId = await createSchedule(season, { name: 'League', config: { schedule_end: '2026-04-30' } });
  await waitForFinish(season.client, leagueId);
  cupId = await createSchedule(season, {
    name: 'Cup',
    config: { schedule_start: '2026-05-01', schedule_end: '2026-05-31' },
  });
  await waitForFinish(season.client, cupId);
  league = await scheduleDetail(season.client, leagueId);
});
afterAll(async () => {
  await t.close();
});

describe('conflicts by schedule, with readable reasons', () => {
  it("lists a schedule's own conflicts only, the master list all of them, each naming teams and times", async () => {
    const placed = league.games.filter((g) => g.timeslot_id);
    const a = placed[0];
    const slotA = league.timeslots.find((s) => s.id === a?.timeslot_id);
    const twin = season.slots.find((s) => s.start === slotA?.start && s.id !== a?.timeslot_id);
    const sharing = placed.find(
      (g) => g.id !== a?.id && (g.home_id === a?.home_id || g.visitor_id === a?.home_id),
    );
    if (!a || !twin || !sharing) throw new Error('expected a twin slot and a game sharing a team');
    const occupant = league.games.find((g) => g.timeslot_id === twin.id);
    if (occupant) await season.client.post('/api/games/unschedule', { ids: [occupant.id] });
    const moved = await season.client.patch<GamesChanged>(`/api/games/${sharing.id}`, {
      timeslot_id: twin.id,
      override: true,
    });
    expect(moved.status).toBe(200);

    const own = await season.client.get<Conflicts>(`/api/schedules/${leagueId}/conflicts`);
    expect(own.body.team.length).toBeGreaterThan(0);
    const cup = await season.client.get<Conflicts>(`/api/schedules/${cupId}/conflicts`);
    expect(cup.body).toEqual(EMPTY);
    const all = await season.client.get<Conflicts>(`/api/seasons/${season.seasonId}/conflicts`);
    expect(all.body.team).toEqual(own.body.team);

    const [overlap] = own.body.team;
    expect(overlap?.reason?.code).toBe('conflict.team_overlap');
    expect(overlap?.message).not.toMatch(UUID);
    expect(JSON.stringify(overlap?.reason)).not.toMatch(UUID);
    const teamName = season.teams.find((team) => team.id === a.home_id)?.name;
    expect(overlap?.reason?.params.team).toBe(teamName);
    expect(overlap?.message).toMatch(/on 2026-\d\d-\d\d \d\d:\d\d at /);
  });
});
