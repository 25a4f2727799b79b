import { Temporal } from 'temporal-polyfill';

/** The season-local calendar date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: string | Date, timeZone: string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/**
 * Paste mode (spec part 2 §2): the selection moves by the whole days between the first selected slot's
 * local date and the clicked date, so 09:00 stays 09:00 whatever daylight saving does in between.
 */
export function pasteDayOffset(firstStart: string, targetDate: string, timeZone: string): number {
  const from = Temporal.PlainDate.from(localDateOf(firstStart, timeZone));
  const to = Temporal.PlainDate.from(targetDate);
  return from.until(to, { largestUnit: 'days' }).days;
}

/** Days the spec counts as recent past: such dates are marked old on the calendar. */
export const OLD_DATE_DAYS = 90;

/** True for a date before today and no more than 90 days back (both local dates, YYYY-MM-DD). */
export function isOldDate(date: string, today: string): boolean {
  const days = Temporal.PlainDate.from(date).until(Temporal.PlainDate.from(today), {
    largestUnit: 'days',
  }).days;
  return days > 0 && days <= OLD_DATE_DAYS;
}
