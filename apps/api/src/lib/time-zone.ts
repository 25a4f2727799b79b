import type { ShiftUnit } from '@app/contracts';

// Time-zone arithmetic of the API, in one module: a season's wall clock (date and HH:MM in its IANA zone)
// to instants and back, and moving instants by days, weeks and months on that clock.

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timezone: string): Intl.DateTimeFormat {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timezone, format);
  }
  return format;
}

/** The wall clock at an instant as if it were UTC, in ms: wall-clock arithmetic without zone rules. */
function wallMs(epochMs: number, timezone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timezone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

const offsetAt = (epochMs: number, timezone: string): number =>
  wallMs(epochMs, timezone) - Math.floor(epochMs / 1000) * 1000;

/**
 * The instant a local date (YYYY-MM-DD) and clock (HH:MM) name in an IANA zone, with the usual "compatible"
 * reading of DST changes: a time that happens twice (autumn) is the earlier one, a time skipped (spring)
 * moves forward by the gap, so 02:30 on a 02:00->03:00 night is 03:30.
 */
export function zonedInstant(date: string, clock: string, timezone: string): Date {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(clock.slice(0, 2)),
    Number(clock.slice(3, 5)),
  );
  const before = offsetAt(wall - MS_PER_DAY, timezone);
  const after = offsetAt(wall + MS_PER_DAY, timezone);
  const fits = [before, after]
    .map((offset) => wall - offset)
    .filter((epochMs) => wallMs(epochMs, timezone) === wall)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? wall - before);
}

/** The local date (YYYY-MM-DD) and clock (HH:MM) of an instant in an IANA zone. */
export function zonedWallClock(instant: Date, timezone: string): { date: string; clock: string } {
  const iso = new Date(wallMs(instant.getTime(), timezone)).toISOString();
  return { date: iso.slice(0, 10), clock: iso.slice(11, 16) };
}

/**
 * A local date moved by whole calendar months, the day kept or clamped to the month's last day
 * (2026-01-31 + 1 month = 2026-02-28).
 */
export function addMonthsToDate(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * An instant moved by whole months on the zone's wall clock, so a Saturday-morning 09:00 slot in March is
 * 09:00 in May too, whatever DST did in between. A move of 0 months keeps the instant exactly; any other move
 * keeps whole minutes (slots start on them).
 */
export function moveInstantByMonths(instant: Date, months: number, timezone: string): Date {
  if (months === 0) return new Date(instant.getTime());
  const { date, clock } = zonedWallClock(instant, timezone);
  return zonedInstant(addMonthsToDate(date, months), clock, timezone);
}

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
