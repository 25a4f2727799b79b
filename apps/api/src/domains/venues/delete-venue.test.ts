import type { VenueDependents } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVenues } from '../../../test/league-builders.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listSlots } from '../../../test/timeslot-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Riverside Park (two surfaces, sixteen slots) holding a finished round robin, home of the Hawks. */
async function busyPark() {
  const season = await buildScheduleSeason(t);
  const scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
  await season.client.post(`/api/teams/${season.teams[0]?.id}/venues`, { venue_id: season.venueId });
  return { ...season, scheduleId };
}

describe('deleting a venue', () => {
  it('counts what goes with it, then leaves its games in their schedule, unscheduled', async () => {
    const { client, seasonId, venueId, scheduleId } = await busyPark();
    const before = await scheduleDetail(client, scheduleId);
    const placed = before.games.filter((g) => g.timeslot_id !== null).length;
    expect(placed).toBe(6);
    const [other] = await buildVenues(client, seasonId, [{ name: 'Empty Field' }]);

    const res = await client.get<VenueDependents>(`/api/venues/${venueId}/dependents`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ surfaces: 2, timeslots: 16, games: 6, home_teams: 1 });
    const empty = await client.get<VenueDependents>(`/api/venues/${other?.id}/dependents`);
    expect(empty.body).toEqual({ surfaces: 1, timeslots: 0, games: 0, home_teams: 0 });

    expect((await client.delete(`/api/venues/${venueId}`)).body).toEqual({ ok: true });
    const after = await scheduleDetail(client, scheduleId);
    expect(after.games.length).toBe(before.games.length);
    expect(after.games.every((g) => g.timeslot_id === null)).toBe(true);
    expect(await listSlots(client, seasonId)).toEqual([]);
  });

  it('answers 404 to another organisation and 403 to a user, deleting nothing', async () => {
    const owner = await busyPark();
    const stranger = await buildLeagueOwner(t);
    expect((await stranger.client.get(`/api/venues/${owner.venueId}/dependents`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/venues/${owner.venueId}`)).status).toBe(404);
    const reader = await buildReader(t, owner);
    expect((await reader.delete(`/api/venues/${owner.venueId}`)).status).toBe(403);
    const still = await owner.client.get<VenueDependents>(`/api/venues/${owner.venueId}/dependents`);
    expect(still.body.timeslots).toBe(16);
  });
});
