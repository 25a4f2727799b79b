import type { PlacedItem, ValidationContext } from './context.ts';
import { gamesBySchedule, scheduleWeeks } from './schedule-games.ts';

/** The four balance spreads of ValidationMetrics, each the maximum over every team of every schedule. */
export interface BalanceSpreads {
  venue_spread: number;
  early_late_spread: number;
  weekday_spread: number;
  week_spread: number;
}

function spread<K>(keys: readonly K[], count: (key: K) => number): number {
  if (keys.length === 0) return 0;
  const counts = keys.map(count);
  return Math.max(...counts) - Math.min(...counts);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] ?? 0;
  return ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function venueKey(item: PlacedItem): string {
  return item.venue?.id ?? `surface:${item.slot.surface_id}`;
}

/**
 * Soft-balance measurements over the placed items of each schedule: venues and weekdays are those on which
 * the schedule played anything, weeks those its date range touches, and "early" means a local start minute
 * below the median start minute of the schedule's placed items.
 */
export function measureBalance(ctx: ValidationContext): BalanceSpreads {
  const spreads: BalanceSpreads = {
    venue_spread: 0,
    early_late_spread: 0,
    weekday_spread: 0,
    week_spread: 0,
  };
  for (const { schedule, teams } of gamesBySchedule(ctx)) {
    const placed = ctx.items.filter((item) => item.game.schedule_id === schedule.id);
    if (placed.length === 0) continue;
    const venues = [...new Set(placed.map(venueKey))];
    const weekdays = [...new Set(placed.map((item) => item.start.weekday))];
    const weeks = scheduleWeeks(ctx, schedule);
    const middle = median(placed.map((item) => item.start.minute));
    for (const team of teams) {
      const own = placed.filter((item) => item.teamIds.includes(team.id));
      const early = own.filter((item) => item.start.minute < middle).length;
      spreads.venue_spread = Math.max(
        spreads.venue_spread,
        spread(venues, (v) => own.filter((i) => venueKey(i) === v).length),
      );
      spreads.early_late_spread = Math.max(spreads.early_late_spread, Math.abs(early - (own.length - early)));
      spreads.weekday_spread = Math.max(
        spreads.weekday_spread,
        spread(weekdays, (d) => own.filter((i) => i.start.weekday === d).length),
      );
      spreads.week_spread = Math.max(
        spreads.week_spread,
        spread(weeks, (w) => own.filter((i) => i.week === w).length),
      );
    }
  }
  return spreads;
}
