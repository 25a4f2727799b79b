import type { Game, ScheduleConfig, Team, TimeConstraint, Timeslot, Venue } from '../model/instance.ts';
import { constraintKind, constraintMatchesDay } from '../validate/time-constraints.ts';
import { readLocalSlots, slotEligibility } from './eligible-slots.ts';

/**
 * The worst per-team imbalance of a game set, each the maximum over (schedule, team) pairs; 0 for an empty
 * set. These are THE balance definitions of the engine: the validator reports them and the solver's soft
 * objective mirrors them (see the README). Each counts only what a schedule can change:
 * venue: max - min of a team's free-choice games (venue fixed neither by enforce_home nor by home_only)
 * over the venues where its schedule played any free-choice game;
 * early_late: |early - late|, early meaning a start minute before the midpoint of the earliest and latest
 * start of its schedule's items (0 when they all start at the same minute);
 * weekday: max - min over the weekdays holding at least a tenth of its schedule's placed items;
 * week: max - min over the weeks of its schedule's range that have at least one eligible slot.
 */
export interface BalanceSpreads {
  venue: number;
  early_late: number;
  weekday: number;
  week: number;
}

/**
 * What the spreads read: the instance's calendar, teams (home venues and home_only constraints decide which
 * venues were a free choice), venues, slots and schedules (their options and eligible weeks), and any game
 * set. Only games of listed schedules are measured; the validator passes fixed games merged in.
 */
export interface SpreadsInput {
  timezone: string;
  first_day: number;
  teams: readonly Pick<Team, 'id' | 'home_venue_ids' | 'time_constraints'>[];
  venues: readonly Pick<Venue, 'id' | 'surfaces'>[];
  timeslots: readonly Timeslot[];
  schedules: readonly ScheduleConfig[];
  games: readonly Pick<Game, 'schedule_id' | 'home_id' | 'visitor_id' | 'is_practice' | 'timeslot_id'>[];
}

/** A weekday counts for weekday balance when it holds at least 1/WEEKDAY_SHARE_DIVISOR of its schedule's items. */
export const WEEKDAY_SHARE_DIVISOR = 10;

/** Whether a weekday holding `weekdayItems` of a schedule's `scheduleItems` placed items counts (integers only). */
export function isCountedWeekday(weekdayItems: number, scheduleItems: number): boolean {
  return weekdayItems > 0 && weekdayItems * WEEKDAY_SHARE_DIVISOR >= scheduleItems;
}

/**
 * The start minute separating early from late: the midpoint of a schedule's earliest and latest start minute;
 * null when they are equal, because a schedule whose items all start at one time has no early/late choice.
 */
export function earlyLateMidpoint(earliest: number, latest: number): number | null {
  return latest > earliest ? (earliest + latest) / 2 : null;
}

interface SpreadItem {
  teamIds: string[];
  venueId: string;
  isFreeVenue: boolean;
  weekday: number;
  minute: number;
  weekStart: string;
}

function isHomeOnlyOn(constraints: readonly TimeConstraint[], date: string, weekday: number): boolean {
  return constraints.some((c) => constraintKind(c) === 'home_only' && constraintMatchesDay(c, date, weekday));
}

/** max - min of `counts` over `keys`, missing keys counting 0; 0 for no keys. */
function spreadOver<K>(keys: ReadonlySet<K>, counts: ReadonlyMap<K, number>): number {
  if (keys.size === 0) return 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const key of keys) {
    const n = counts.get(key) ?? 0;
    low = Math.min(low, n);
    high = Math.max(high, n);
  }
  return high - low;
}

function tally<K>(items: readonly SpreadItem[], keyOf: (item: SpreadItem) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/**
 * Balance spreads of a game set (see BalanceSpreads), per schedule so that each team is judged against its
 * own schedule's venues, weekdays, weeks and start times. Teams of a schedule's games whose games are all
 * unplaced count with zeros. Games without a known slot are not placed.
 */
export function balanceSpreads(input: SpreadsInput): BalanceSpreads {
  const venueOfSurface = new Map<string, string>();
  for (const venue of input.venues)
    for (const surface of venue.surfaces) venueOfSurface.set(surface.id, venue.id);
  const teams = new Map(input.teams.map((team) => [team.id as string, team]));
  const localSlots = readLocalSlots(input);
  const slotIndex = new Map(input.timeslots.map((slot, i) => [slot.id as string, i]));
  const spreads: BalanceSpreads = { venue: 0, early_late: 0, weekday: 0, week: 0 };

  for (const schedule of input.schedules) {
    const isEligible = slotEligibility(schedule);
    const weeks = new Set(localSlots.filter(isEligible).map((local) => local.week_start));
    const teamIds = new Set<string>();
    const items: SpreadItem[] = [];
    for (const game of input.games) {
      if (game.schedule_id !== schedule.id) continue;
      const ids = [game.home_id, game.visitor_id].filter((id): id is NonNullable<typeof id> => id !== null);
      for (const id of ids) teamIds.add(id);
      const i = game.timeslot_id === null ? undefined : slotIndex.get(game.timeslot_id);
      const local = i === undefined ? undefined : localSlots[i];
      const venueId = local ? venueOfSurface.get(local.slot.surface_id) : undefined;
      if (!local || venueId === undefined) continue;
      const { date, weekday, minute } = local.start;
      const fixesVenue = (id: string | null, isHome: boolean): boolean => {
        const team = id === null ? undefined : teams.get(id);
        if (!team || team.home_venue_ids.length === 0) return false;
        return (isHome && schedule.enforce_home) || isHomeOnlyOn(team.time_constraints, date, weekday);
      };
      items.push({
        teamIds: ids,
        venueId,
        isFreeVenue:
          game.is_practice || !(fixesVenue(game.home_id, true) || fixesVenue(game.visitor_id, false)),
        weekday,
        minute,
        weekStart: local.week_start,
      });
    }
    if (items.length === 0) continue;

    const minutes = items.map((item) => item.minute);
    const midpoint = earlyLateMidpoint(Math.min(...minutes), Math.max(...minutes));
    const venues = new Set(items.filter((item) => item.isFreeVenue).map((item) => item.venueId));
    const perWeekday = tally(items, (item) => item.weekday);
    const weekdays = new Set(
      [...perWeekday].filter(([, n]) => isCountedWeekday(n, items.length)).map(([d]) => d),
    );

    for (const teamId of teamIds) {
      const own = items.filter((item) => item.teamIds.includes(teamId));
      if (midpoint !== null) {
        const early = own.filter((item) => item.minute < midpoint).length;
        spreads.early_late = Math.max(spreads.early_late, Math.abs(2 * early - own.length));
      }
      const free = own.filter((item) => item.isFreeVenue);
      spreads.venue = Math.max(
        spreads.venue,
        spreadOver(
          venues,
          tally(free, (item) => item.venueId),
        ),
      );
      spreads.weekday = Math.max(
        spreads.weekday,
        spreadOver(
          weekdays,
          tally(own, (item) => item.weekday),
        ),
      );
      spreads.week = Math.max(
        spreads.week,
        spreadOver(
          weeks,
          tally(own, (item) => item.weekStart),
        ),
      );
    }
  }
  return spreads;
}
