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

/**
 * Converts instants to local wall-clock parts in one IANA time zone, correct across DST because each instant
 * is formatted by Intl. Results are cached per instant: call it once per timeslot when building indexes,
 * never in the search loops.
 */
export function createLocalClock(timezone: string): (epochMs: number) => LocalTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const cache = new Map<number, LocalTime>();
  return (epochMs: number): LocalTime => {
    const hit = cache.get(epochMs);
    if (hit) return hit;
    let y = 0;
    let mo = 0;
    let d = 0;
    let h = 0;
    let mi = 0;
    for (const part of format.formatToParts(epochMs)) {
      if (part.type === 'year') y = Number(part.value);
      else if (part.type === 'month') mo = Number(part.value);
      else if (part.type === 'day') d = Number(part.value);
      else if (part.type === 'hour') h = Number(part.value);
      else if (part.type === 'minute') mi = Number(part.value);
    }
    const day = Math.round(Date.UTC(y, mo - 1, d) / MS_PER_DAY);
    const local: LocalTime = { day, weekday: weekdayOfDay(day), minute: h * 60 + mi };
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
