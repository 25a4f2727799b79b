import type { Instance, ScheduleConfig } from '../model/instance.ts';
import { weekStartsBetween } from '../model/local-time.ts';
import {
  type DemandShape,
  itemsToCreate,
  slotsNeeded,
  slotsNeededPerWeek,
  weekendWeeksNeeded,
} from './capacity-formulas.ts';
import { type LocalSlot, readLocalSlots, slotEligibility } from './eligible-slots.ts';
import { usableSlots } from './usable-slots.ts';

/** One week of a schedule's date range: slots needed that week versus free eligible slots in it. */
export interface WeekCapacity {
  /** Local date of the week's first day (instance first_day). */
  week_start: string;
  needed: number;
  available: number;
  /** max(0, needed - available): the timeslots to add in this week. */
  extra_required: number;
}

/** The pre-solve check of one schedule: the 'not enough timeslots' warning (docs/schedules.md). */
export interface ScheduleCapacity {
  schedule_id: string;
  /** Division names joined with ' + ' (two for an across-division schedule). */
  label: string;
  kind: 'game' | 'practice';
  /** Slots needed by the estimate users see (see slotsNeeded). */
  needed: number;
  /** The exact item count the solver will create (see itemsToCreate); shown beside the estimate. */
  items: number;
  /** Fixed games of this schedule already in a slot: they count toward its needs (Reading 12). */
  already_placed: number;
  /** Free slots in the dates the slot rules open to it: not reserved, not held by a fixed game, right kind. */
  eligible: number;
  /** Of those, slots one of its games may be played in by its teams' rules (see usableSlots). */
  usable: number;
  /** Eligible slots no team may host a game in (home venues with enforce_home, home-only days). */
  not_home_venue: number;
  /** Eligible slots its teams' time constraints (or home travel limits) rule out. */
  team_rules: number;
  /**
   * The items the usable slots can hold, each team playing at most max_games_day a day and max_games_week a
   * week: what is compared with `needed`.
   */
  available: number;
  /** max(0, needed - already_placed - available). */
  shortfall: number;
  weeks: WeekCapacity[];
  /** Sum of extra_required over the weeks. */
  extra_per_week_required: number;
  /** Weekend method only (else null): weeks needed, ceil(items per team / 2), and weeks with eligible slots. */
  weekend_weeks: { needed: number; available: number } | null;
  /** One sentence per shortfall, naming the division, week and numbers; empty when everything fits. */
  messages: string[];
}

/** All schedules of an instance checked against the shared timeslots. */
export interface CapacityReport {
  schedules: ScheduleCapacity[];
  /** Every schedule's needs against the distinct slots eligible for at least one of them. */
  total: { needed: number; available: number; shortfall: number };
  /** Every schedule's messages in order, then one for a combined shortfall. */
  messages: string[];
}

function shapeOf(instance: Instance, schedule: ScheduleConfig, weeks: number): DemandShape {
  return {
    mode: schedule.mode,
    style: schedule.style,
    argument: schedule.argument,
    count: schedule.count,
    teams_per_division: schedule.division_ids.map(
      (id) => instance.teams.filter((team) => team.division_id === id).length,
    ),
    weeks,
  };
}

function labelOf(instance: Instance, schedule: ScheduleConfig): string {
  return schedule.division_ids
    .map((id) => instance.divisions.find((division) => division.id === id)?.name ?? id)
    .join(' + ');
}

function checkSchedule(
  instance: Instance,
  schedule: ScheduleConfig,
  freeSlots: readonly LocalSlot[],
  eligibleIds: Set<string>,
): ScheduleCapacity {
  const weekStarts = weekStartsBetween(schedule.schedule_start, schedule.schedule_end, instance.first_day);
  const shape = shapeOf(instance, schedule, weekStarts.length);
  const label = labelOf(instance, schedule);
  const kind = schedule.mode === 'practices' ? 'practice' : 'game';

  const isEligible = slotEligibility(schedule);
  for (const local of freeSlots) if (isEligible(local)) eligibleIds.add(local.slot.id);
  const usable = usableSlots(instance, schedule, freeSlots);
  const perWeek = usable.available_per_week;
  const available = usable.available;

  const needed = slotsNeeded(shape);
  const already_placed = instance.fixed_games.filter(
    (game) => game.schedule_id === schedule.id && game.timeslot_id !== null,
  ).length;
  const shortfall = Math.max(0, needed - already_placed - available);
  const messages: string[] = [];
  if (shortfall > 0) {
    messages.push(
      `${label}: ${needed} ${kind} slots needed, ${already_placed + available} available (${shortfall} short).`,
    );
    if (usable.not_home_venue > 0)
      messages.push(
        `${label}: ${usable.not_home_venue} of ${usable.eligible} slots are at venues where none of its teams may host (home games at home venues).`,
      );
    if (usable.team_rules > 0)
      messages.push(
        `${label}: ${usable.team_rules} of ${usable.eligible} slots are ruled out by its teams' time constraints.`,
      );
    if (usable.usable > available)
      messages.push(
        `${label}: ${usable.usable} usable slots hold at most ${available} ${kind}s within its limits of games a day and a week, each team hosting at most half its games.`,
      );
  }

  const weekNeed = slotsNeededPerWeek(shape);
  const weeks = weekStarts.map((week_start): WeekCapacity => {
    const weekAvailable = perWeek.get(week_start) ?? 0;
    return {
      week_start,
      needed: weekNeed,
      available: weekAvailable,
      extra_required: Math.max(0, weekNeed - weekAvailable),
    };
  });
  for (const week of weeks) {
    if (week.extra_required === 0) continue;
    messages.push(
      `${label}, week of ${week.week_start}: ${week.needed} ${kind} slots needed, ${week.available} available (${week.extra_required} extra required).`,
    );
  }

  let weekend_weeks: ScheduleCapacity['weekend_weeks'] = null;
  if (schedule.use_weekend_method) {
    weekend_weeks = {
      needed: weekendWeeksNeeded(shape, schedule.max_games_week),
      available: weeks.filter((week) => week.available > 0).length,
    };
    if (weekend_weeks.needed > weekend_weeks.available) {
      messages.push(
        `${label}: the weekend method needs ${weekend_weeks.needed} weeks with weekend slots, ${weekend_weeks.available} available.`,
      );
    }
  }

  return {
    schedule_id: schedule.id,
    label,
    kind,
    needed,
    items: itemsToCreate(shape),
    already_placed,
    eligible: usable.eligible,
    usable: usable.usable,
    not_home_venue: usable.not_home_venue,
    team_rules: usable.team_rules,
    available,
    shortfall,
    weeks,
    extra_per_week_required: weeks.reduce((sum, week) => sum + week.extra_required, 0),
    weekend_weeks,
    messages,
  };
}

/**
 * The pre-solve capacity check for every schedule of the instance, per schedule and per week.
 * Slots held by fixed games are not free. Schedules sharing slots each see them as available, so
 * `total` also compares the summed needs with the distinct eligible slots.
 */
export function checkCapacity(instance: Instance): CapacityReport {
  const taken = new Set(
    instance.fixed_games.flatMap((game) => (game.timeslot_id === null ? [] : [game.timeslot_id])),
  );
  const freeSlots = readLocalSlots(instance).filter((local) => !taken.has(local.slot.id));
  const eligibleIds = new Set<string>();
  const schedules = instance.schedules.map((schedule) =>
    checkSchedule(instance, schedule, freeSlots, eligibleIds),
  );
  const needed = schedules.reduce((sum, s) => sum + Math.max(0, s.needed - s.already_placed), 0);
  const available = eligibleIds.size;
  const shortfall = Math.max(0, needed - available);
  const messages = schedules.flatMap((s) => s.messages);
  if (shortfall > 0) {
    messages.push(
      `All schedules: ${needed} slots needed, ${available} distinct slots available (${shortfall} short).`,
    );
  }
  return { schedules, total: { needed, available, shortfall }, messages };
}
