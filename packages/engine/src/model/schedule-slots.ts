import type { ScheduleConfig } from './instance.ts';
import { dayOfDate, weekOfDay } from './local-time.ts';
import type { SlotTable } from './slot-table.ts';

/** Why a slot is closed to a schedule; `Open` (0) when it is eligible. */
export const SlotRefusal = {
  Open: 0,
  Reserved: 1,
  WrongKind: 2,
  OutsideDates: 3,
  NotWeekend: 4,
  DivisionClosed: 5,
  NeutralNotAllowed: 6,
  MultiDivision: 7,
} as const;
export type SlotRefusal = (typeof SlotRefusal)[keyof typeof SlotRefusal];

/** A schedule's derived facts, computed once per solve. */
export interface ScheduleInfo {
  config: ScheduleConfig;
  divisions: number[];
  startDay: number;
  endDay: number;
  /** Weekday 0..6 is a weekend day for this schedule (Sat, Sun, and Fri with friday_as_weekend). */
  weekend: boolean[];
  /** Distinct week numbers the date range touches (Reading 2). */
  weeks: number[];
  /** Slot indexes open to the schedule, ascending. */
  eligible: Int32Array;
  /** A game is early when its local start minute is below this median of the eligible slots' start minutes. */
  earlyBefore: number;
}

/** Weekend days of a schedule: Saturday, Sunday, and Friday when friday_as_weekend. */
export function weekendDays(fridayAsWeekend: boolean): boolean[] {
  return [true, false, false, false, false, fridayAsWeekend, true];
}

/**
 * Checks one slot against a schedule's slot rules (kind, reserved, dates per Reading 1, weekend method,
 * division openness per Reading 5, single-division and neutral options), first refusal wins.
 */
export function slotRefusal(info: ScheduleInfo, slots: SlotTable, s: number): SlotRefusal {
  const c = info.config;
  if (slots.isReserved[s]) return SlotRefusal.Reserved;
  const isPractice = c.mode === 'practices';
  const kindOk = isPractice
    ? slots.isPractice[s] === 1
    : slots.isGame[s] === 1 || (c.use_practice_timeslots && slots.isPractice[s] === 1);
  if (!kindOk) return SlotRefusal.WrongKind;
  if (slots.day[s]! < info.startDay || slots.finishAbs[s]! > (info.endDay + 1) * 1440)
    return SlotRefusal.OutsideDates;
  if (c.use_weekend_method && !info.weekend[slots.weekday[s]!]) return SlotRefusal.NotWeekend;
  const listed = slots.divisions[s]!;
  if (listed.length === 0) {
    if (!c.use_unassigned_timeslots) return SlotRefusal.NeutralNotAllowed;
  } else {
    if (c.use_single_division_timeslots && listed.length > 1) return SlotRefusal.MultiDivision;
    if (!listed.some((d) => info.divisions.includes(d))) return SlotRefusal.DivisionClosed;
  }
  return SlotRefusal.Open;
}

/** Builds a schedule's facts and its eligible slot list. */
export function buildScheduleInfo(
  config: ScheduleConfig,
  divisionIndex: Map<string, number>,
  slots: SlotTable,
  weekOne: number,
): ScheduleInfo {
  const startDay = dayOfDate(config.schedule_start);
  const endDay = dayOfDate(config.schedule_end);
  const weeks: number[] = [];
  for (let w = weekOfDay(startDay, weekOne); w <= weekOfDay(endDay, weekOne); w++) weeks.push(w);
  const info: ScheduleInfo = {
    config,
    divisions: config.division_ids.map((d) => divisionIndex.get(d)!),
    startDay,
    endDay,
    weekend: weekendDays(config.friday_as_weekend),
    weeks,
    eligible: new Int32Array(0),
    earlyBefore: 0,
  };
  const eligible: number[] = [];
  for (let s = 0; s < slots.count; s++) {
    if (slotRefusal(info, slots, s) === SlotRefusal.Open) eligible.push(s);
  }
  info.eligible = Int32Array.from(eligible);
  const minutes = eligible.map((s) => slots.startMinute[s]!).sort((a, b) => a - b);
  info.earlyBefore = minutes.length === 0 ? 0 : minutes[Math.floor(minutes.length / 2)]!;
  return info;
}
