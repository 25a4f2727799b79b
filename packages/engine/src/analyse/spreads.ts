import { weekStartsBetween } from './local-days.ts';
import type { BalanceInput, PlacedItem } from './placed-items.ts';
import { readPlacedSet } from './placed-items.ts';

/**
 * The worst per-team imbalance of a game set, each the maximum over (schedule, team) pairs; 0 for an empty set.
 * venue: max - min of a team's items over the venues where its schedule played;
 * early_late: |early - late| of a team's items (early: start minute below its schedule's median);
 * weekday: max - min over the weekdays on which its schedule played;
 * week: max - min over its schedule's weeks: those its date range touches when `schedules` lists it,
 * else those in which it has placed items.
 */
export interface BalanceSpreads {
  venue: number;
  early_late: number;
  weekday: number;
  week: number;
}

function spreadOver<K>(
  domain: ReadonlySet<K>,
  items: readonly PlacedItem[],
  keyOf: (item: PlacedItem) => K,
): number {
  if (domain.size === 0) return 0;
  const counts = new Map<K, number>();
  for (const key of domain) counts.set(key, 0);
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  const values = [...counts.values()];
  return Math.max(...values) - Math.min(...values);
}

/**
 * Balance spreads of a game set, computed per schedule so that each team is judged against the venues,
 * weekdays and weeks its own schedule used. Teams whose games are all unplaced count with zeros.
 */
export function balanceSpreads(input: BalanceInput): BalanceSpreads {
  const set = readPlacedSet(input);
  const teamsBySchedule = new Map<string, Set<string>>();
  for (const game of input.games) {
    const teams = teamsBySchedule.get(game.schedule_id) ?? new Set<string>();
    if (game.home_id !== null) teams.add(game.home_id);
    if (game.visitor_id !== null) teams.add(game.visitor_id);
    teamsBySchedule.set(game.schedule_id, teams);
  }
  const spreads: BalanceSpreads = { venue: 0, early_late: 0, weekday: 0, week: 0 };
  for (const [scheduleId, teams] of teamsBySchedule) {
    const scheduleItems = set.items.filter((item) => item.schedule_id === scheduleId);
    const venues = new Set(scheduleItems.map((item) => item.venue_id));
    const weekdays = new Set(scheduleItems.map((item) => item.weekday));
    const range = input.schedules?.find((schedule) => schedule.id === scheduleId);
    const weeks = new Set(
      range
        ? weekStartsBetween(range.schedule_start, range.schedule_end, input.first_day)
        : scheduleItems.map((item) => item.week_start),
    );
    for (const teamId of teams) {
      const items = (set.items_by_team.get(teamId) ?? []).filter((item) => item.schedule_id === scheduleId);
      const early = items.filter((item) => item.is_early).length;
      spreads.venue = Math.max(
        spreads.venue,
        spreadOver(venues, items, (item) => item.venue_id),
      );
      spreads.early_late = Math.max(spreads.early_late, Math.abs(early - (items.length - early)));
      spreads.weekday = Math.max(
        spreads.weekday,
        spreadOver(weekdays, items, (item) => item.weekday),
      );
      spreads.week = Math.max(
        spreads.week,
        spreadOver(weeks, items, (item) => item.week_start),
      );
    }
  }
  return spreads;
}
