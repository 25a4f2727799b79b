import type { ExportableScheduleList, SyncedScheduleList } from '@app/contracts';
import { organizations, schedules } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The refusals that come before SportsEngine is called, on a server without the link set up (the routes
// against the stand-in are in sportsengine-export.test.ts).
let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('SportsEngine export and delete, before the platform is reached', () => {
  it('lists the season schedules as not available while the organisation is not connected', async () => {
    const res = await season.client.get<ExportableScheduleList>(
      `/api/sportsengine/schedules?season_id=${season.seasonId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.season_linked).toBe(false);
    expect(res.body.schedules).toHaveLength(1);
    expect(res.body.schedules[0]).toMatchObject({
      id: scheduleId,
      available: false,
      unavailable_reason: 'not_connected',
      last_export_at: null,
    });
    expect(res.body.schedules[0]?.scheduled).toBeGreaterThan(0);
  });

  it('asks for the season id', async () => {
    const res = await season.client.get('/api/sportsengine/schedules');
    expect(res.status).toBe(400);
    expect(res.text).toContain('season_id');
  });

  it('refuses a free organisation with 402 and the upgrade message, before anything else', async () => {
    await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, season.organizationId));
    try {
      for (const path of ['export', 'export_beta']) {
        const res = await season.client.post<{ errors: Record<string, string[]>; limit: unknown }>(
          `/api/sportsengine/${path}/${scheduleId}`,
        );
        expect(res.status).toBe(402);
        expect(res.body.errors.base).toEqual(['Please upgrade your account to export to SportsEngine!']);
        expect(res.body.limit).toMatchObject({
          resource: 'sportsengine_export',
          max: 0,
          upgrade_url: '/billing',
        });
      }
    } finally {
      await t.db
        .update(organizations)
        .set({ plan: 'all_star_yearly' })
        .where(eq(organizations.id, season.organizationId));
    }
  });

  it('refuses with 422 naming why when the season is not linked', async () => {
    for (const path of ['export/', 'export_beta/', 'clear/']) {
      const res = await season.client.post<{ errors: Record<string, string[]> }>(
        `/api/sportsengine/${path}${scheduleId}`,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors.season?.[0]).toMatch(/not linked/);
    }
    const deleting = await season.client.delete(`/api/schedules/${scheduleId}?se=1`);
    expect(deleting.status).toBe(422);
    expect(await t.db.select().from(schedules).where(eq(schedules.id, scheduleId))).toHaveLength(1);
  });

  it('answers 404 to another organisation and 403 to a member who cannot manage', async () => {
    const other = await buildSignedInUser(t);
    for (const path of ['export', 'export_beta', 'clear']) {
      expect((await other.client.post(`/api/sportsengine/${path}/${scheduleId}`)).status).toBe(404);
    }
    expect((await other.client.delete(`/api/schedules/${scheduleId}?se=1`)).status).toBe(404);
    expect((await other.client.get(`/api/sportsengine/schedules?season_id=${season.seasonId}`)).status).toBe(
      404,
    );
    const synced = await other.client.get<SyncedScheduleList>('/api/sportsengine/synced');
    expect(synced.body).toEqual({ connected: false, schedules: [] });
    const reader = await buildReader(t, season);
    expect((await reader.post(`/api/sportsengine/export/${scheduleId}`)).status).toBe(403);
    expect((await reader.get('/api/sportsengine/synced')).status).toBe(403);
  });

  it('lists no synced schedules before anything was sent', async () => {
    const res = await season.client.get<SyncedScheduleList>('/api/sportsengine/synced');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ connected: false, schedules: [] });
  });

  it('cancelling an activity of another organisation is 404', async () => {
    const res = await season.client.post('/api/activities/00000000-0000-4000-8000-000000000001/cancel');
    expect(res.status).toBe(404);
  });

  it('deletes a schedule without se as before', async () => {
    const id = await createSchedule(season, { name: 'Plain' });
    await waitForFinish(season.client, id);
    const res = await season.client.delete(`/api/schedules/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});
