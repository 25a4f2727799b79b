import type { ScheduleConfig, Timeslot } from '../model/instance.ts';
import type { PlacedItem, ValidationContext } from './context.ts';
import { itemLabel, venueName } from './describe.ts';
import type { Violation, ViolationRule } from './types.ts';
import { isWeekend, weekdayName } from './weekdays.ts';

/**
 * Two placed items on one surface at once: the same slot twice (`isSameSlot`), or two slots of the surface
 * that overlap strictly (a data problem of the instance, reported by the conflicts analysis only).
 */
export interface SurfaceClash {
  surface_id: string;
  isSameSlot: boolean;
  game_ids: string[];
  slot_ids: string[];
  message: string;
}

/** Surface clashes among the context's placed items, each pair or shared slot reported once. */
export function findSurfaceClashes(ctx: ValidationContext): SurfaceClash[] {
  const bySurface = new Map<string, PlacedItem[]>();
  for (const item of ctx.items) {
    const list = bySurface.get(item.slot.surface_id) ?? [];
    list.push(item);
    bySurface.set(item.slot.surface_id, list);
  }
  const clashes: SurfaceClash[] = [];
  for (const [surfaceId, list] of bySurface) {
    const bySlot = new Map<string, PlacedItem[]>();
    for (const item of list) bySlot.set(item.slot.id, [...(bySlot.get(item.slot.id) ?? []), item]);
    for (const [slotId, users] of bySlot) {
      if (users.length < 2) continue;
      const first = users[0] as PlacedItem;
      clashes.push({
        surface_id: surfaceId,
        isSameSlot: true,
        game_ids: users.map((u) => u.game.id),
        slot_ids: [slotId],
        message: `slot ${slotId} at ${venueName(first)} is used by ${users.map(itemLabel).join(' and ')}`,
      });
    }
    list.forEach((a, i) => {
      for (const b of list.slice(i + 1)) {
        if (b.startMs >= a.finishMs) break;
        if (a.slot.id === b.slot.id) continue;
        clashes.push({
          surface_id: surfaceId,
          isSameSlot: false,
          game_ids: [a.game.id, b.game.id],
          slot_ids: [a.slot.id, b.slot.id],
          message: `${ctx.surfaces.get(surfaceId)?.name ?? surfaceId} at ${venueName(a)} holds ${itemLabel(a)} in slot ${a.slot.id} and ${itemLabel(b)} in slot ${b.slot.id}`,
        });
      }
    });
  }
  return clashes;
}

/** The game's teams, for the violation's team list. */
function teamsOf(item: PlacedItem): string[] {
  return [...item.teamIds];
}

function isSlotOpen(slot: Timeslot, schedule: ScheduleConfig): boolean {
  return slot.division_ids.some((d) => schedule.division_ids.includes(d));
}

function slotKindProblem(item: PlacedItem, schedule: ScheduleConfig): string | null {
  const { slot, game } = item;
  if (game.is_practice) return slot.is_practice ? null : 'a practice needs a practice slot (is_practice)';
  if (slot.is_game) return null;
  if (schedule.use_practice_timeslots && slot.is_practice) return null;
  return schedule.use_practice_timeslots
    ? 'a game needs a game or practice slot'
    : 'a game needs a game slot (is_game; use_practice_timeslots is off)';
}

function itemSlotProblems(ctx: ValidationContext, item: PlacedItem, schedule: ScheduleConfig): Violation[] {
  const found: Violation[] = [];
  const add = (rule: ViolationRule, why: string): void => {
    found.push({
      rule,
      message: `${itemLabel(item)} in slot ${item.slot.id}: ${why}`,
      game_ids: [item.game.id],
      team_ids: teamsOf(item),
    });
  };
  const { slot } = item;
  if (slot.is_reserved) add('slot_reserved', 'the slot is reserved');
  const kind = slotKindProblem(item, schedule);
  if (kind) add('slot_kind', kind);
  const endOfRange = ctx.clock.startOfDate(nextDate(schedule.schedule_end));
  if (item.start.date < schedule.schedule_start || item.finishMs > endOfRange) {
    add(
      'outside_dates',
      `outside ${schedule.schedule_start}..${schedule.schedule_end} of schedule ${schedule.id}`,
    );
  }
  if (schedule.use_weekend_method && !isWeekend(item.start.weekday, schedule.friday_as_weekend)) {
    add(
      'weekend_method',
      `${weekdayName(item.start.weekday)} is not a weekend day of schedule ${schedule.id}`,
    );
  }
  if (slot.division_ids.length === 0) {
    if (!schedule.use_unassigned_timeslots) {
      add(
        'neutral_not_allowed',
        `neutral slot, but schedule ${schedule.id} does not use unassigned timeslots`,
      );
    }
  } else {
    if (!isSlotOpen(slot, schedule)) {
      add(
        'division_not_open',
        `slot is for ${slot.division_ids.join(', ')}, not ${schedule.division_ids.join(', ')}`,
      );
    }
    if (schedule.use_single_division_timeslots && slot.division_ids.length > 1) {
      add(
        'single_division_slot',
        `slot lists ${slot.division_ids.length} divisions; schedule ${schedule.id} uses single-division slots`,
      );
    }
  }
  return found;
}

/** The local date after a YYYY-MM-DD date. */
function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Slot rules for every placed game the schedules chose: slot known, used once, not reserved, right kind,
 * within the dates (Reading 1), a weekend day under the weekend method, open to the schedule's divisions
 * (Reading 5). Fixed games keep whatever slot they were given, so only reuse and unknown slots apply to them.
 */
export function checkSlotRules(ctx: ValidationContext): Violation[] {
  const found: Violation[] = [];
  for (const game of ctx.games) {
    if (game.timeslot_id !== null && !ctx.slots.has(game.timeslot_id)) {
      found.push({
        rule: 'slot_unknown',
        message: `${game.id} names unknown slot ${game.timeslot_id}`,
        game_ids: [game.id],
        team_ids: [game.home_id, game.visitor_id].filter((t): t is NonNullable<typeof t> => t !== null),
      });
    }
  }
  for (const clash of findSurfaceClashes(ctx)) {
    if (!clash.isSameSlot) continue;
    const teamIds = new Set(clash.game_ids.flatMap((id) => ctx.itemById.get(id)?.teamIds ?? []));
    found.push({
      rule: 'slot_reused',
      message: clash.message,
      game_ids: clash.game_ids,
      team_ids: [...teamIds],
    });
  }
  for (const item of ctx.items) {
    if (item.isFixed || !item.schedule) continue;
    found.push(...itemSlotProblems(ctx, item, item.schedule));
  }
  return found;
}
