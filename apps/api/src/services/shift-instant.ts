import type { ShiftUnit } from '@app/contracts';
import { moveInstantByMonths, zonedInstant, zonedWallClock } from './zoned-time.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** A local date (YYYY-MM-DD) moved by whole days on the calendar. */
export function addDaysToDate(date: string, days: number): string {
  const utc = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(utc + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * An instant moved by amount × unit. Minutes and hours are elapsed time; days, weeks and months move the
 * date on the zone's wall clock and keep the local time, so a Saturday 09:00 slot is 09:00 on every later
 * Saturday whatever daylight saving does (a time the change skips moves forward, see zonedInstant).
 * Assumes whole minutes, as slots are.
 */
export function shiftInstant(instant: Date, amount: number, unit: ShiftUnit, timezone: string): Date {
  switch (unit) {
    case 'minutes':
      return new Date(instant.getTime() + amount * MS_PER_MINUTE);
    case 'hours':
      return new Date(instant.getTime() + amount * 60 * MS_PER_MINUTE);
    case 'months':
      return moveInstantByMonths(instant, amount, timezone);
    case 'days':
    case 'weeks': {
      const { date, clock } = zonedWallClock(instant, timezone);
      return zonedInstant(addDaysToDate(date, unit === 'weeks' ? amount * 7 : amount), clock, timezone);
    }
  }
}

/**
 * A slot's times moved by amount × unit: the start as {@link shiftInstant}, the finish the same length
 * after it, so a slot never stretches or shrinks when a daylight-saving change falls inside it.
 */
export function shiftSlotTimes(
  slot: { start: Date; finish: Date },
  amount: number,
  unit: ShiftUnit,
  timezone: string,
): { start: Date; finish: Date } {
  const start = shiftInstant(slot.start, amount, unit, timezone);
  return { start, finish: new Date(start.getTime() + slot.finish.getTime() - slot.start.getTime()) };
}
