/**
 * The validator's own time-zone arithmetic (local date, weekday, minute and week of an instant, DST-safe).
 * It repeats what the solver's model/local-time.ts does on purpose: the validator is the referee of the
 * solver's results, and it must not share code with what it checks, or a DST or week-numbering bug in the
 * shared code would break the solver and pass the check alike. Keep the two independent: a fix in one is a
 * reason to test the other, never to import it. (The hard-rule checks read the clock only through this file.)
 */

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** A moment read on the instance's wall clock. */
export interface LocalMoment {
  /** Local calendar date YYYY-MM-DD. */
  date: string;
  /** Days since 1970-01-01 of `date`: differences are nights between dates, whatever DST does. */
  day: number;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

/**
 * The referee's own wall clock for one IANA zone. It deliberately does not share code with the solver's
 * local-time helpers, so a bug there cannot hide itself here. Lookups are cached per instant.
 */
export interface LocalClock {
  /** Local reading of an epoch millisecond. */
  at(ms: number): LocalMoment;
  /** Epoch millisecond at which a local date begins (first instant of the day when midnight is skipped). */
  startOfDate(date: string): number;
}

/** Day number of a date YYYY-MM-DD; inputs are assumed well formed. */
export function dayOfDate(date: string): number {
  return Math.round(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY,
  );
}

/** Date YYYY-MM-DD of a day number; inverse of dayOfDate. */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday; 1970-01-01 was a Thursday. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Minutes since midnight of "HH:MM". */
export function minuteOfClock(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** "HH:MM" of minutes since midnight, wrapping past 24 hours. */
export function clockOfMinute(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** Builds a cached clock; throws RangeError for an unknown zone (the parser has rejected those already). */
export function createLocalClock(timezone: string): LocalClock {
  const formatter = formatterFor(timezone);
  const cache = new Map<number, LocalMoment>();

  const at = (ms: number): LocalMoment => {
    const cached = cache.get(ms);
    if (cached) return cached;
    const parts: Record<string, string> = {};
    for (const part of formatter.formatToParts(new Date(ms))) parts[part.type] = part.value;
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    const day = dayOfDate(date);
    const moment: LocalMoment = {
      date,
      day,
      weekday: weekdayOfDay(day),
      minute: Number(parts.hour) * 60 + Number(parts.minute),
    };
    cache.set(ms, moment);
    return moment;
  };

  // Offset of the wall clock from UTC at an instant, in ms (whole minutes in every zone since 1970).
  const offsetAt = (ms: number): number => {
    const local = at(ms);
    const wall = local.day * MS_PER_DAY + local.minute * MS_PER_MINUTE;
    return wall - Math.floor(ms / MS_PER_MINUTE) * MS_PER_MINUTE;
  };

  const startOfDate = (date: string): number => {
    const wallMidnight = dayOfDate(date) * MS_PER_DAY;
    const first = wallMidnight - offsetAt(wallMidnight);
    const second = wallMidnight - offsetAt(first);
    // A zone that skips midnight (DST at 00:00) starts the day at the earliest candidate already on `date`.
    const onDate = [first, second].filter((ms) => at(ms).date === date);
    return onDate.length > 0 ? Math.min(...onDate) : second;
  };

  return { at, startOfDate };
}
