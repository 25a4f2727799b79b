/**
 * The engine's one time-zone module, for the solver and the analyses alike: an instant's local date, weekday
 * and minute of day in an IANA time zone (correct across DST because Intl resolves the offset per instant),
 * day numbers for the solver's indexes and `YYYY-MM-DD` date arithmetic for the analyses, run in UTC so that
 * it never meets a DST gap. The independent validator keeps its own copy on purpose
 * (validate/local-clock.ts, docs/ARCHITECTURE.md).
 */

/** A moment seen on the instance's local wall clock. */
export interface LocalTime {
  /** Days since 1970-01-01 of the local calendar date: differences are nights between dates. */
  day: number;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

const MS_PER_DAY = 86_400_000;

/** Day number of a local date YYYY-MM-DD (the caller has validated the format). */
export function dayOfDate(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

/** Local date YYYY-MM-DD of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Weekday 0 Sunday .. 6 Saturday of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Minutes of day of a clock string HH:MM (24:00 is 1440). */
export function minuteOfClock(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone; en-US with h23 gives plain digits and 00..23 hours on every ICU build. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar date and minute of day of an instant, as numbers. */
function wallClockParts(epochMs: number, timeZone: string) {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { year, month, day, minute: hour * 60 + minute };
}

/**
 * Converts instants to local wall-clock parts in one IANA time zone. Results are cached per instant: call it
 * once per timeslot when building indexes, never in the search loops.
 */
export function createLocalClock(timezone: string): (epochMs: number) => LocalTime {
  const cache = new Map<number, LocalTime>();
  return (epochMs: number): LocalTime => {
    const hit = cache.get(epochMs);
    if (hit) return hit;
    const parts = wallClockParts(epochMs, timezone);
    const day = Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY);
    const local: LocalTime = { day, weekday: weekdayOfDay(day), minute: parts.minute };
    cache.set(epochMs, local);
    return local;
  };
}

/**
 * Reading 2: week 1 starts on `firstDay` on or before the earliest schedule start; returns that day number.
 * Week of a day is then `weekOfDay(day, weekOneStart)`.
 */
export function weekOneStart(earliestStartDay: number, firstDay: number): number {
  return earliestStartDay - ((weekdayOfDay(earliestStartDay) - firstDay + 7) % 7);
}

/** Week number (1-based) of a day; days before week 1 get 0 or negative numbers. */
export function weekOfDay(day: number, weekOneStartDay: number): number {
  return Math.floor((day - weekOneStartDay) / 7) + 1;
}

/** An instant seen on the wall clock of one time zone, with its date as `YYYY-MM-DD` (the analyses' form). */
export interface LocalMoment {
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0 .. 1439. */
  minute: number;
}

/**
 * The local date, weekday and minute of an ISO 8601 instant (with offset) in `timeZone`.
 * Throws a RangeError for an unparsable instant, so bad data is never silently bucketed.
 */
export function localMoment(iso: string, timeZone: string): LocalMoment {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO 8601 instant: "${iso}"`);
  const parts = wallClockParts(ms, timeZone);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const date = `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
  return { date, weekday: weekdayOf(date), minute: parts.minute };
}

function dateToUtcMs(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a local date YYYY-MM-DD: "${date}"`);
  return ms;
}

/** Weekday (0 Sunday .. 6 Saturday) of a local date. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

/** The local date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMs(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / MS_PER_DAY);
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
