import type { LeagueSeasonIds, ScheduleStatus, Season, TimeslotBulkRowInput, Venue } from '@app/contracts';
import type { Page } from 'playwright-core';
import { getJson, postJson } from './api.ts';

/** The Saturday starts (minutes after midnight UTC) the specs' demo seasons use: 13:00, 14:45, 16:30, 18:15. */
export const SATURDAY_STARTS = [13 * 60, 14 * 60 + 45, 16 * 60 + 30, 18 * 60 + 15] as const;

/** Which slots to lay out: on these days (UTC dates) at these starts, 90 minutes long, on every surface. */
export interface SlotPlan {
  /** Only venues with these names; every venue of the season when left out. */
  venues?: readonly string[];
  /** UTC dates "YYYY-MM-DD". */
  days: readonly string[];
  /** Minutes after midnight UTC. */
  starts: readonly number[];
  is_game?: boolean;
  is_practice?: boolean;
}

/** `count` dates a week apart from `first` ("YYYY-MM-DD"), e.g. ten Saturdays. */
export function weekly(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, week) =>
    new Date(start + week * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Adds the plan's slots to a season through the bulk call; answers how many it made. */
export async function addSlots(page: Page, season: Season, plan: SlotPlan): Promise<number> {
  const rows: TimeslotBulkRowInput[] = [];
  const venues = season.venues.filter((v) => !plan.venues || plan.venues.includes(v.name));
  if (plan.venues && venues.length !== plan.venues.length) throw new Error('a planned venue is missing');
  for (const venue of venues) {
    const full = await getJson<Venue>(page, `/api/venues/${venue.id}`);
    for (const surface of full.surfaces) {
      for (const day of plan.days) {
        for (const minutes of plan.starts) {
          const start = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
          rows.push({
            venue_id: venue.id,
            surface_id: surface.id,
            start: new Date(start).toISOString(),
            finish: new Date(start + 90 * 60_000).toISOString(),
            ...(plan.is_game === undefined ? {} : { is_game: plan.is_game }),
            ...(plan.is_practice === undefined ? {} : { is_practice: plan.is_practice }),
          });
        }
      }
    }
  }
  await postJson(page, '/api/timeslots/bulk', { season_id: season.id, rows });
  return rows.length;
}

/**
 * The demo league's structure (three divisions of eight teams, four parks of two fields: docs/leagues.md) as
 * the signed-in page's current season, with the plan's slots when given.
 */
export async function demoSeason(page: Page, plan?: SlotPlan): Promise<Season> {
  const { season } = await postJson<LeagueSeasonIds>(page, '/api/demo', { structure_only: true });
  const details = await getJson<Season>(page, `/api/seasons/${season.id}`);
  if (plan) await addSlots(page, details, plan);
  return details;
}

/** Waits until a schedule's run has ended (done, cancelled or errored); throws after `timeoutMs`. */
export async function waitForSchedule(
  page: Page,
  scheduleId: string,
  timeoutMs = 90_000,
): Promise<ScheduleStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await getJson<ScheduleStatus>(page, `/api/schedules/${scheduleId}/status`);
    if (status.finished) return status;
    if (Date.now() > deadline) throw new Error(`schedule ${scheduleId} still ${status.status}`);
    await page.waitForTimeout(200);
  }
}
