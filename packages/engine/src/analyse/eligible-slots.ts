import type { Instance, ScheduleConfig, Timeslot } from '../model/instance.ts';
import { addDays, type LocalMoment, localMoment, weekStartOf } from '../model/local-time.ts';

/** A timeslot with its local start, finish and week read once, so per-schedule checks do no Date work. */
export interface LocalSlot {
  slot: Timeslot;
  start: LocalMoment;
  finish: LocalMoment;
  /** Week start (instance first_day) of the local start date. */
  week_start: string;
}

/** Every timeslot of the instance in local time, in input order. */
export function readLocalSlots(
  instance: Pick<Instance, 'timezone' | 'first_day'> & { timeslots: readonly Timeslot[] },
): LocalSlot[] {
  return instance.timeslots.map((slot) => {
    const start = localMoment(slot.start, instance.timezone);
    return {
      slot,
      start,
      finish: localMoment(slot.finish, instance.timezone),
      week_start: weekStartOf(start.date, instance.first_day),
    };
  });
}

function isWeekend(weekday: number, fridayAsWeekend: boolean): boolean {
  return weekday === 0 || weekday === 6 || (fridayAsWeekend && weekday === 5);
}

/**
 * A test of whether a free slot may hold an item of the schedule by the contract's slot rules: not reserved; the
 * right kind (practices need is_practice; games is_game, or is_practice with use_practice_timeslots);
 * within the dates (Reading 1: local start date from schedule_start, finish by the midnight ending
 * schedule_end); weekend days only with the weekend method; open to the schedule (Reading 5: lists one of
 * its divisions, or neutral when use_unassigned_timeslots; never a multi-division slot with
 * use_single_division_timeslots). Whether the slot is already taken is the caller's concern.
 * Built once per schedule so the date arithmetic is not repeated per slot.
 */
export function slotEligibility(schedule: ScheduleConfig): (local: LocalSlot) => boolean {
  const dayAfterEnd = addDays(schedule.schedule_end, 1);
  return ({ slot, start, finish }) => {
    if (slot.is_reserved) return false;
    const kindOk =
      schedule.mode === 'practices'
        ? slot.is_practice
        : slot.is_game || (schedule.use_practice_timeslots && slot.is_practice);
    if (!kindOk) return false;
    if (start.date < schedule.schedule_start) return false;
    if (finish.date > dayAfterEnd || (finish.date === dayAfterEnd && finish.minute > 0)) return false;
    if (schedule.use_weekend_method && !isWeekend(start.weekday, schedule.friday_as_weekend)) return false;
    if (slot.division_ids.length === 0) return schedule.use_unassigned_timeslots;
    if (schedule.use_single_division_timeslots && slot.division_ids.length > 1) return false;
    return slot.division_ids.some((id) => schedule.division_ids.includes(id));
  };
}
