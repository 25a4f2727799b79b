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

/** A local date some days later (or earlier, for a negative count). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** The season-local wall-clock time (HH:MM) of an instant. */
export function localTimeOf(instant: string, timeZone: string): string {
  const time = Temporal.Instant.fromEpochMilliseconds(Date.parse(instant)).toZonedDateTimeISO(timeZone);
  return time.toPlainTime().toString({ smallestUnit: 'minute' });
}

/**
 * The instant of a local date and time (HH:MM, default midnight) in the season's zone. A time skipped by a
 * daylight-saving change resolves to the later one, as clocks show it.
 */
export function zonedInstant(date: string, timeZone: string, time = '00:00'): string {
  const zoned = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: time });
  return new Date(zoned.epochMilliseconds).toISOString();
}

/** The first day (by the user's first weekday, 0 = Sunday) of the week holding a local date. */
export function weekStartOf(date: string, firstDay: number): string {
  const weekday = Temporal.PlainDate.from(date).dayOfWeek % 7; // Temporal: Monday 1 .. Sunday 7
  return addDays(date, -((weekday - firstDay + 7) % 7));
}
