import type { TeamDependents } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson } from '../../../test/league-builders.ts';
import { buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A season whose Hawks play a finished round robin, hold a coach, a home venue and a feed, and are named. */
async function busyHawks() {
  const season = await buildScheduleSeason(t);
  const scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
  const [hawks, owls] = season.teams;
  if (!hawks || !owls) throw new Error('busyHawks: teams missing');
  const coach = await buildPerson(season.client, { season_id: season.seasonId, is_coach: true });
  await season.client.post(`/api/teams/${hawks.id}/people`, { person_id: coach.id, role: 'coach' });
  await season.client.post(`/api/teams/${hawks.id}/venues`, { venue_id: season.venueId });
  await season.client.post(`/api/teams/${hawks.id}/time_constraints`, {
    constraint: { style: 'weekly', type: 0, weekdays: [0] },
  });
  await season.client.post(`/api/teams/${owls.id}/time_constraints`, {
    constraint: { style: 'weekly', type: 6, weekdays: [6], no_play_team: hawks.id },
  });
  await season.client.post(`/api/schedules/${scheduleId}/feeds`, { team_id: hawks.id });
  return { ...season, scheduleId, hawks, coach };
}

describe('deleting a team', () => {
  it('counts what goes with the team, then deletes exactly that', async () => {
    const { client, scheduleId, hawks, coach } = await busyHawks();
    const before = await scheduleDetail(client, scheduleId);
    const hawksGames = before.games.filter((g) => g.home_id === hawks.id || g.visitor_id === hawks.id);
    expect(hawksGames.length).toBe(3);

    const res = await client.get<TeamDependents>(`/api/teams/${hawks.id}/dependents`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      games: 3,
      team_people: 1,
      home_venues: 1,
      time_constraints: 2,
      calendar_feeds: 1,
    });

    expect((await client.delete(`/api/teams/${hawks.id}`)).body).toEqual({ ok: true });
    const after = await scheduleDetail(client, scheduleId);
    expect(after.games.length).toBe(before.games.length - 3);
    // The person stays; only their entry on the team went.
    expect((await client.get(`/api/people/${coach.id}`)).status).toBe(200);
    expect((await client.get(`/api/teams/${hawks.id}/dependents`)).status).toBe(404);
  });

  it('answers 404 to another organisation and 403 to a user, deleting nothing', async () => {
    const owner = await busyHawks();
    const stranger = await buildScheduleSeason(t);
    expect((await stranger.client.get(`/api/teams/${owner.hawks.id}/dependents`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/teams/${owner.hawks.id}`)).status).toBe(404);
    const reader = await buildReader(t, owner);
    expect((await reader.get(`/api/teams/${owner.hawks.id}/dependents`)).status).toBe(200);
    expect((await reader.delete(`/api/teams/${owner.hawks.id}`)).status).toBe(403);
    const still = await owner.client.get<TeamDependents>(`/api/teams/${owner.hawks.id}/dependents`);
    expect(still.body.games).toBe(3);
  });
});
