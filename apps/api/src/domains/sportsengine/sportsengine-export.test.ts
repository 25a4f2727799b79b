import type { Activity, ExportableScheduleList, SyncedScheduleList } from '@app/contracts';
import { games, organizations, schedules, seasons, teams } from '@app/db';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import {
  connectOrganization,
  createSportsengineTestApp,
  waitForActivity,
} from '../../../test/sportsengine-fixtures.ts';
import type { SportsengineStandIn } from '../../../test/sportsengine-stand-in.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import type { PlatformSeasonRef } from './platform-types.ts';

/**
 * The stand-in's side of the tests: a seeded Sport Management season with at least four teams, the events in
 * it, and the failures the tests inject into its game calls (`/rest/games`: create, update, delete).
 */
async function startPlatform() {
  const { t, standIn, close } = await createSportsengineTestApp();
  const platformSeason = standIn.seasons.find(
    (s) => standIn.teams.filter((team) => team.seasonId === s.id).length >= 4,
  );
  if (!platformSeason) throw new Error('the stand-in has no season with four teams');
  const ref: PlatformSeasonRef = {
    model: 'sport',
    siteId: standIn.site.id,
    leagueId: platformSeason.leagueId,
    seasonId: platformSeason.id,
    ...(platformSeason.subseasons[0] ? { subseasonId: platformSeason.subseasons[0].id } : {}),
  };
  const games = '/rest/games';
  return {
    t,
    standIn: standIn as SportsengineStandIn,
    ref,
    teamIds: standIn.teams.filter((team) => team.seasonId === platformSeason.id).map((team) => team.id),
    connect: (organizationId: string, userId: string) =>
      connectOrganization(t, standIn, { organizationId, userId }),
    eventCount: () => [...standIn.events.values()].filter((e) => e.seasonId === platformSeason.id).length,
    event: (id: string) => standIn.events.get(id),
    /** The connection drops on the game call after `after` calls went through. */
    dropAfterSaves: (after: number) => standIn.failNext({ match: games, kind: 'drop', after }),
    /** A 429 whose reset is `seconds` away, after `after` game calls went through. */
    rateLimitAfterSaves: (after: number, seconds = 1) =>
      standIn.failNext({ match: games, kind: 'rate-limited', after, resetSeconds: seconds }),
    close,
  };
}

let t: TestApp;
let platform: Awaited<ReturnType<typeof startPlatform>>;
let season: ScheduleSeason;
let scheduleId: string;
let placedCount: number;

async function startExport(client: TestClient, id: string, path = 'export'): Promise<string> {
  const res = await client.post<{ activity: { id: string } }>(`/api/sportsengine/${path}/${id}`);
  if (res.status !== 202) throw new Error(`startExport: ${res.status} ${res.text}`);
  return res.body.activity.id;
}

/** Links the season to the platform's seeded season and gives the season's teams its team ids. */
async function linkSeason(target: ScheduleSeason): Promise<void> {
  await t.db.update(seasons).set({ seRef: platform.ref }).where(eq(seasons.id, target.seasonId));
  for (const [i, team] of target.teams.entries()) {
    await t.db.update(teams).set({ seId: platform.teamIds[i] }).where(eq(teams.id, team.id));
  }
}

/** A finished schedule with placed games (the season has 16 slots: each test frees what it used, below). */
async function newScheduleOf(target: ScheduleSeason, name: string): Promise<string> {
  const id = await createSchedule(target, { name });
  await waitForFinish(target.client, id);
  const placed = await t.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.scheduleId, id), isNotNull(games.timeslotId)));
  if (placed.length === 0) throw new Error(`newScheduleOf: ${name} has no placed game`);
  return id;
}

/** Deletes a schedule here only, freeing its slots for the next test. */
async function freeSlotsOf(id: string): Promise<void> {
  const res = await season.client.delete(`/api/schedules/${id}`);
  if (res.status !== 200) throw new Error(`freeSlotsOf: ${res.status} ${res.text}`);
}

const syncedIds = async (id: string) =>
  (
    await t.db
      .select({ seId: games.seId })
      .from(games)
      .where(and(eq(games.scheduleId, id), isNotNull(games.seId)))
  ).map((g) => g.seId as string);

beforeAll(async () => {
  platform = await startPlatform();
  t = platform.t;
  season = await buildScheduleSeason(t);
  await linkSeason(season);
  await platform.connect(season.organizationId, season.user.id);
  scheduleId = await newScheduleOf(season, 'Spring games');
  placedCount = (
    await t.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.scheduleId, scheduleId), isNotNull(games.timeslotId)))
  ).length;
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

describe('the schedules that can be sent', () => {
  it('lists the season schedule as available, with divisions and counts', async () => {
    const res = await season.client.get<ExportableScheduleList>(
      `/api/sportsengine/schedules?season_id=${season.seasonId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.season_linked).toBe(true);
    const row = res.body.schedules.find((s) => s.id === scheduleId);
    expect(row).toMatchObject({
      name: 'Spring games',
      available: true,
      unavailable_reason: null,
      missing_teams: [],
      scheduled: placedCount,
      last_export_at: null,
    });
    expect(row?.divisions.map((d) => d.name)).toEqual(['Under 10']);
  });

  it('names the teams missing on the platform', async () => {
    const [first] = season.teams;
    if (!first) throw new Error('no team');
    await t.db.update(teams).set({ seId: 'not-on-the-platform' }).where(eq(teams.id, first.id));
    try {
      const res = await season.client.get<ExportableScheduleList>(
        `/api/sportsengine/schedules?season_id=${season.seasonId}`,
      );
      const row = res.body.schedules.find((s) => s.id === scheduleId);
      expect(row).toMatchObject({ available: false, unavailable_reason: 'teams_missing' });
      expect(row?.missing_teams).toEqual([{ id: first.id, name: first.name }]);
    } finally {
      await linkSeason(season);
    }
  });

  it('says when the season is not linked, and refuses the export with 422', async () => {
    await t.db.update(seasons).set({ seRef: null }).where(eq(seasons.id, season.seasonId));
    try {
      const res = await season.client.get<ExportableScheduleList>(
        `/api/sportsengine/schedules?season_id=${season.seasonId}`,
      );
      expect(res.body.season_linked).toBe(false);
      expect(res.body.schedules[0]?.unavailable_reason).toBe('season_not_linked');
      const refused = await season.client.post(`/api/sportsengine/export/${scheduleId}`);
      expect(refused.status).toBe(422);
      expect(refused.text).toContain('not linked');
    } finally {
      await linkSeason(season);
    }
  });
});

describe('export', () => {
  it('creates one event per placed game with its teams, times, location and scores', async () => {
    const [scored] = await t.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.scheduleId, scheduleId), isNotNull(games.timeslotId)))
      .limit(1);
    if (!scored) throw new Error('no placed game');
    await t.db.update(games).set({ homeScore: 3, visitorScore: 1 }).where(eq(games.id, scored.id));
    const before = platform.eventCount();

    const activity = await waitForActivity(season.client, await startExport(season.client, scheduleId));
    expect(activity).toMatchObject({ status: 'succeeded', finished: true, schedule_id: scheduleId });
    expect(activity.result).toMatchObject({ created: placedCount, updated: 0 });
    expect(platform.eventCount()).toBe(before + placedCount);

    const ids = await syncedIds(scheduleId);
    expect(new Set(ids).size).toBe(placedCount);
    const [row] = await t.db
      .select({ seId: games.seId, homeId: games.homeId, visitorId: games.visitorId })
      .from(games)
      .where(eq(games.id, scored.id));
    const event = platform.event(row?.seId ?? '');
    const teamSeId = (teamId: string | null | undefined) =>
      platform.teamIds[season.teams.findIndex((team) => team.id === teamId)];
    expect(event).toMatchObject({
      type: 'game',
      homeTeamId: teamSeId(row?.homeId),
      awayTeamId: teamSeId(row?.visitorId),
      homeScore: 3,
      awayScore: 1,
    });
    expect(event?.location?.name).toBe('Riverside Park');
    const slot = season.slots.find(
      (s) => new Date(s.start).getTime() === new Date(event?.start ?? '').getTime(),
    );
    expect(slot).toBeDefined();

    const [exported] = await t.db
      .select({ at: schedules.seExportedAt })
      .from(schedules)
      .where(eq(schedules.id, scheduleId));
    expect(exported?.at).not.toBeNull();
  });

  it('updates on a second export and creates nothing new', async () => {
    const before = platform.eventCount();
    const activity = await waitForActivity(
      season.client,
      await startExport(season.client, scheduleId, 'export_beta'),
    );
    expect(activity.status).toBe('succeeded');
    expect(activity.result).toMatchObject({ created: 0, updated: placedCount });
    expect(platform.eventCount()).toBe(before);
  });

  it('sends to a season linked in Season Management through its GraphQL API', async () => {
    const id = await newScheduleOf(season, 'Season model');
    const seasonRef: PlatformSeasonRef = {
      model: 'season',
      siteId: platform.ref.siteId,
      seasonId: platform.ref.seasonId,
    };
    await t.db.update(seasons).set({ seRef: seasonRef }).where(eq(seasons.id, season.seasonId));
    try {
      const calls = platform.standIn.requests.length;
      const before = platform.eventCount();
      const activity = await waitForActivity(
        season.client,
        await startExport(season.client, id, 'export_beta'),
      );
      expect(activity.status).toBe('succeeded');
      const sent = await syncedIds(id);
      expect(activity.result.created).toBe(sent.length);
      expect(platform.eventCount()).toBe(before + sent.length);
      const made = platform.standIn.requests.slice(calls).filter((r) => r.path.startsWith('/graphql#'));
      expect(made.length).toBeGreaterThanOrEqual(sent.length);
    } finally {
      await linkSeason(season);
    }
    await freeSlotsOf(id);
  });

  it('an export cut off part way and run again sends no duplicate', async () => {
    const id = await newScheduleOf(season, 'Cut off');
    const placed = (
      await t.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.scheduleId, id), isNotNull(games.timeslotId)))
    ).length;
    const before = platform.eventCount();
    platform.dropAfterSaves(2);
    const failed = await waitForActivity(season.client, await startExport(season.client, id));
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^Could not send schedule: /);
    expect((await syncedIds(id)).length).toBe(2);

    const again = await waitForActivity(season.client, await startExport(season.client, id));
    expect(again.status).toBe('succeeded');
    expect(again.result).toMatchObject({ created: placed - 2, updated: 2 });
    expect(platform.eventCount()).toBe(before + placed);
    expect(new Set(await syncedIds(id)).size).toBe(placed);
    await freeSlotsOf(id);
  });

  it('waits out a 429 in the middle of an export', async () => {
    const id = await newScheduleOf(season, 'Rate limited');
    platform.rateLimitAfterSaves(1);
    const activity = await waitForActivity(season.client, await startExport(season.client, id));
    expect(activity.status).toBe('succeeded');
    expect((await syncedIds(id)).length).toBe(activity.result.created);
    await freeSlotsOf(id);
  });

  it('refuses a free organisation with 402 and the upgrade message', async () => {
    await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, season.organizationId));
    try {
      const res = await season.client.post<{ errors: Record<string, string[]>; limit: unknown }>(
        `/api/sportsengine/export/${scheduleId}`,
      );
      expect(res.status).toBe(402);
      expect(res.body.errors.base).toEqual(['Please upgrade your account to export to SportsEngine!']);
      expect(res.body.limit).toMatchObject({ resource: 'sportsengine_export', max: 0 });
    } finally {
      await t.db
        .update(organizations)
        .set({ plan: 'all_star_yearly' })
        .where(eq(organizations.id, season.organizationId));
    }
  });

  it('answers 404 to another organisation, for every route', async () => {
    const other = await buildSignedInUser(t);
    for (const path of ['export', 'export_beta', 'clear']) {
      expect((await other.client.post(`/api/sportsengine/${path}/${scheduleId}`)).status).toBe(404);
    }
    expect((await other.client.delete(`/api/schedules/${scheduleId}?se=1`)).status).toBe(404);
    expect((await other.client.get(`/api/sportsengine/schedules?season_id=${season.seasonId}`)).status).toBe(
      404,
    );
    const synced = await other.client.get<SyncedScheduleList>('/api/sportsengine/synced');
    expect(synced.body.schedules).toEqual([]);
    expect(synced.body.connected).toBe(false);
  });

  it('refuses an organisation that is not connected with 422', async () => {
    const other = await buildScheduleSeason(t);
    const id = await newScheduleOf(other, 'Unconnected');
    const res = await other.client.post(`/api/sportsengine/export/${id}`);
    expect(res.status).toBe(422);
  });
});

describe('clear and delete', () => {
  it('lists synced schedules, and clear deletes exactly their events and clears se_id', async () => {
    const id = await newScheduleOf(season, 'To clear');
    await waitForActivity(season.client, await startExport(season.client, id));
    const sent = await syncedIds(id);
    const others = (await syncedIds(scheduleId)).length;
    expect(others).toBeGreaterThan(0);
    const list = await season.client.get<SyncedScheduleList>('/api/sportsengine/synced');
    expect(list.body.connected).toBe(true);
    expect(list.body.schedules.find((s) => s.id === id)?.synced).toBe(sent.length);

    const before = platform.eventCount();
    const res = await season.client.post<{ activity: { id: string } }>(`/api/sportsengine/clear/${id}`);
    expect(res.status).toBe(202);
    const activity = await waitForActivity(season.client, res.body.activity.id);
    expect(activity).toMatchObject({ status: 'succeeded', result: { deleted: sent.length } });
    expect(platform.eventCount()).toBe(before - sent.length);
    for (const eventId of sent) expect(platform.event(eventId)).toBeUndefined();
    expect(await syncedIds(id)).toEqual([]);
    // The other schedule's events are untouched.
    expect((await syncedIds(scheduleId)).length).toBe(others);
    const [row] = await t.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.id, id));
    expect(row).toBeDefined();
    await freeSlotsOf(id);
  });

  it('DELETE ?se=1 clears the events then deletes the schedule; without se it is unchanged', async () => {
    const id = await newScheduleOf(season, 'To delete');
    await waitForActivity(season.client, await startExport(season.client, id));
    const sent = await syncedIds(id);
    const before = platform.eventCount();
    const res = await season.client.delete<{ activity: { id: string } }>(`/api/schedules/${id}?se=1`);
    expect(res.status).toBe(202);
    const activity = await waitForActivity(season.client, res.body.activity.id);
    expect(activity).toMatchObject({ status: 'succeeded', kind: 'clear', result: { deleted: sent.length } });
    expect(platform.eventCount()).toBe(before - sent.length);
    expect(await t.db.select().from(schedules).where(eq(schedules.id, id))).toEqual([]);

    const plain = await newScheduleOf(season, 'Plain delete');
    const deleted = await season.client.delete(`/api/schedules/${plain}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
  });

  it('a cancel says the spec sentence and that nothing more was sent', async () => {
    const id = await newScheduleOf(season, 'Cancelled');
    // The platform asks the export to wait 2 s after its first game, so the cancel lands while it is under way.
    const before = platform.eventCount();
    platform.rateLimitAfterSaves(1, 2);
    const activityId = await startExport(season.client, id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await season.client.post<Activity>(`/api/activities/${activityId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.message).toMatch(/^Action Cancelled - Schedule not sent/);
    const ended = await waitForActivity(season.client, activityId);
    expect(ended.status).toBe('cancelled');
    expect(ended.message).toBe(res.body.message);
    // Nothing more was sent after the cancel, and every event sent has its id on its game.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const sent = await syncedIds(id);
    expect(sent.length).toBeLessThan(placedCount);
    expect(platform.eventCount()).toBe(before + sent.length);
    if (res.body.progress > 0) expect(res.body.message).toContain('Nothing more was sent');

    expect(sent.length).toBeGreaterThan(0);

    // The same for a clear: its first delete waits 2 s, and the cancel lands meanwhile.
    platform.rateLimitAfterSaves(0, 2);
    const clear = await season.client.post<{ activity: { id: string } }>(`/api/sportsengine/clear/${id}`);
    expect(clear.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cancelled = await season.client.post<Activity>(`/api/activities/${clear.body.activity.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/^Action Cancelled, no games deleted/);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const left = await syncedIds(id);
    expect(left.length).toBeGreaterThanOrEqual(sent.length - 1);
    expect(platform.eventCount()).toBe(before + left.length);
    const unplaced = await t.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.scheduleId, id), isNull(games.timeslotId), isNotNull(games.seId)));
    expect(unplaced).toEqual([]);
  });
});
