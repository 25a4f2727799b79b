import { z } from 'zod';

/** A local calendar date "YYYY-MM-DD". */
export const LocalDateSchema = z.iso.date({ error: 'must be a date like 2026-03-07' });

/**
 * Weekday numbers, 0 Sunday .. 6 Saturday: how Date#getUTCDay, the engine and every stored weekday (time
 * constraints, a user's first day of the week) count them.
 */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** English weekday names by number, for text that is never translated (CSV exports, logs). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** The three-letter English names by number ("Sun" .. "Sat"), as the CSV exports' DAY column writes them. */
export const WEEKDAY_SHORT_NAMES = WEEKDAY_NAMES.map((name) => name.slice(0, 3)) as readonly string[];

/** 2023-01-01 was a Sunday, so day n of that week has weekday number n. */
const A_SUNDAY = Date.UTC(2023, 0, 1, 12);
const DAY_MS = 86_400_000;

/** Weekday names by number in the given locale's language (e.g. "en", "ja"), from the runtime's locale data. */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return WEEKDAYS.map((day) => format.format(new Date(A_SUNDAY + day * DAY_MS)));
}
