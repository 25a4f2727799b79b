import type { LeagueSeasonIds, ScheduleCreatedSchema, ScheduleStatus, Season, Venue } from '@app/contracts';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import { getJson, postJson } from './api.ts';

type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

/**
 * A season of 2,016 games for the long-list checks: the sample league's structure, eight starts a day for 60
 * days on every surface (3,840 slots), and three divisions of 8 teams scheduled 24 rounds each. Built once,
 * by the big-season spec, since building it is most of that spec's time.
 */
export async function buildBigSeason(page: Page): Promise<{ season: Season; solveSeconds: number }> {
  const { season } = await postJson<LeagueSeasonIds>(page, '/api/demo', { structure_only: true });
  const details = await getJson<Season>(page, `/api/seasons/${season.id}`);
  const surfaces: { venue_id: string; surface_id: string }[] = [];
  for (const venue of details.venues) {
    const full = await getJson<Venue>(page, `/api/venues/${venue.id}`);
    for (const surface of full.surfaces) surfaces.push({ venue_id: venue.id, surface_id: surface.id });
  }
  const rows = [];
  for (let day = 0; day < 60; day += 1) {
    for (let time = 0; time < 8; time += 1) {
      const start = Date.UTC(2027, 2, 1 + day, 12) + time * 105 * 60_000;
      for (const place of surfaces) {
        rows.push({
          ...place,
          start: new Date(start).toISOString(),
          finish: new Date(start + 90 * 60_000).toISOString(),
        });
      }
    }
  }
  await postJson(page, '/api/timeslots/bulk', { season_id: season.id, rows });
  const solveStarted = Date.now();
  for (const division of details.divisions.slice(0, 3)) {
    const created = await postJson<ScheduleCreated>(page, '/api/schedules', {
      season_id: season.id,
      division_id: division.id,
      name: 'Big league',
      config: {
        count: 24,
        max_games_day: 0,
        enforce_home: false,
        schedule_start: '2027-03-01',
        schedule_end: '2027-05-31',
      },
    });
    for (;;) {
      const status = await getJson<ScheduleStatus>(page, `/api/schedules/${created.id}/status`);
      if (status.finished) break;
      await page.waitForTimeout(500);
    }
  }
  return { season: details, solveSeconds: (Date.now() - solveStarted) / 1000 };
}
