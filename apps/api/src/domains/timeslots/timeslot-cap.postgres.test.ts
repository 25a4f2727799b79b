import { timeslots } from '@app/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildTimeslotSeason, createSlots, slotRow } from '../../../test/timeslot-fixtures.ts';

// On PostgreSQL only: the cap is one count under the season lock, the same on both databases, and filling a
// season with 99,999 slots takes 10-30 s on PGlite against 5-8 s here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the season's timeslot cap", () => {
  it('refuses new slots past 100,000 on every create route, naming both counts, and saves none', {
    timeout: 120_000,
  }, async () => {
    const season = await buildTimeslotSeason(t);
    // 99,999 stored slots, one hour apart on the second surface (the fast way: one statement).
    await t.db.execute(sql`
      insert into timeslots (organization_id, season_id, venue_id, surface_id, start, finish)
      select ${season.organizationId}, ${season.seasonId}, ${season.venueId}, ${season.surfaceIds[1]},
             timestamptz '2030-01-01T00:00:00Z' + make_interval(hours => i),
             timestamptz '2030-01-01T00:30:00Z' + make_interval(hours => i)
      from generate_series(1, 99999) as i`);
    const two = await season.client.post('/api/timeslots/bulk', {
      season_id: season.seasonId,
      rows: [slotRow(season, '2026-04-04'), slotRow(season, '2026-04-05')],
    });
    expect(two.status).toBe(422);
    expect(two.body).toEqual({
      errors: {
        base: [
          'would bring the season to 100,001 timeslots (99,999 stored, 2 new); a season holds at most 100,000',
        ],
      },
    });
    const [last] = await createSlots(season, [slotRow(season, '2026-04-04')]);
    const copy = await season.client.post('/api/timeslots/copy', {
      season_id: season.seasonId,
      items: [last?.id],
      date: '2026-04-30',
    });
    expect(copy.status).toBe(422);
    const [stored] = await t.db
      .select({ n: count() })
      .from(timeslots)
      .where(eq(timeslots.seasonId, season.seasonId));
    expect(stored?.n).toBe(100_000);
  });
});
