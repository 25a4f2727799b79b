/**
 * Local calendar arithmetic for the analyses: an instant's local date, weekday and minute of day in an IANA
 * timezone (correct across DST because Intl resolves the offset per instant), and week starts on plain
 * local dates. Dates are `YYYY-MM-DD` strings throughout; arithmetic on them runs in UTC so that it never
 * meets a DST gap.
 */

/** An instant seen on the wall clock of one timezone. */
export interface LocalMoment {
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0 .. 1439. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US with h23 gives plain digits and 00..23 hours on every ICU build.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The local date, weekday and minute of an ISO 8601 instant (with offset) in `timeZone`.
 * Throws a RangeError for an unparsable instant, so bad data is never silently bucketed.
 */
export function localMoment(iso: string, timeZone: string): LocalMoment {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO 8601 instant: "${iso}"`);
  const parts = formatterFor(timeZone).formatToParts(ms);
  let year = '';
  let month = '';
  let day = '';
  let hour = 0;
  let minute = 0;
  for (const part of parts) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  const date = `${year.padStart(4, '0')}-${month}-${day}`;
  return { date, weekday: weekdayOf(date), minute: hour * 60 + minute };
}

function dateToUtcMs(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a local date YYYY-MM-DD: "${date}"`);
  return ms;
}

const DAY_MS = 86_400_000;

/** Weekday (0 Sunday .. 6 Saturday) of a local date. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

/** The local date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / DAY_MS);
}

/** The first day of the week holding `date`, weeks starting on `firstDay` (0 Sunday .. 6 Saturday). */
export function weekStartOf(date: string, firstDay: number): string {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

/** Week starts of every week the inclusive range `start..end` touches, in order; empty when end < start. */
export function weekStartsBetween(start: string, end: string, firstDay: number): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(start, firstDay); week <= end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Short English weekday labels indexed 0 Sunday .. 6 Saturday, as CSV headers use them. */
export const WEEKDAY_LABELS: readonly string[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
