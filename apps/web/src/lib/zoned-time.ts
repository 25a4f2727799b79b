import type { Locale } from '@app/contracts';
import { Temporal } from 'temporal-polyfill';

/**
 * Every time-zone and calendar-date computation of the web app, in one module (the import-rules test keeps
 * `temporal-polyfill` here). A season's slots and games are shown and entered on the season's wall clock,
 * whatever zone the browser is in: 09:00 stays 09:00 across a daylight-saving change. Dates are local
 * calendar dates (YYYY-MM-DD), times wall-clock times (HH:MM), instants ISO strings.
 */

// ── Instants on the season's wall clock ─────────────────────────────────────────────────────────────

function zoned(instant: string | Date, timeZone: string): Temporal.ZonedDateTime {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
}

/** The season-local calendar date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: string | Date, timeZone: string): string {
  return zoned(instant, timeZone).toPlainDate().toString();
}

/** The season-local wall-clock time (HH:MM) of an instant. */
export function localTimeOf(instant: string, timeZone: string): string {
  return zoned(instant, timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
}

/** An instant's local date, weekday (0 Sunday .. 6 Saturday, as Date and the engine number them) and time. */
export function wallClockOf(
  instant: string,
  timeZone: string,
): { date: string; weekday: number; time: string } {
  const local = zoned(instant, timeZone);
  return {
    date: local.toPlainDate().toString(),
    weekday: local.dayOfWeek % 7, // Temporal: Monday 1 .. Sunday 7
    time: local.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

/**
 * Formats instants as "YYYY-MM-DD HH:MM" on the season's wall clock. One formatter serves a whole list
 * (thousands of open slots) without a date computation per row.
 */
export function localDateTimeFormatter(timeZone: string): (instant: string) => string {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  return (instant) => format.format(new Date(instant));
}

/**
 * The instant of a local date and time (HH:MM, default midnight) in the season's zone. A time skipped by a
 * daylight-saving change resolves to the later one, as clocks show it.
 */
export function zonedInstant(date: string, timeZone: string, time = '00:00'): string {
  const local = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: time });
  return new Date(local.epochMilliseconds).toISOString();
}

/** The instant of a `datetime-local` value (YYYY-MM-DDTHH:MM) read on the season's wall clock. */
export function localDateTimeToInstant(value: string, timeZone: string): string {
  return Temporal.PlainDateTime.from(value).toZonedDateTime(timeZone).toInstant().toString();
}

/** A `datetime-local` value (YYYY-MM-DDTHH:MM) some minutes later on the wall clock. */
export function addLocalMinutes(value: string, minutes: number): string {
  return Temporal.PlainDateTime.from(value).add({ minutes }).toString().slice(0, 16);
}

/**
 * A span on the season's wall clock: it starts `offsetMinutes` after `time` (HH:MM) on `date`, counted on
 * the clock (so the n-th back-to-back slot of a day keeps its local time), and lasts `minutes` of real time.
 */
export function wallClockSpan(
  date: string,
  time: string,
  offsetMinutes: number,
  minutes: number,
  timeZone: string,
): { start: string; finish: string } {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const start = Temporal.PlainDate.from(date)
    .toPlainDateTime({ hour, minute })
    .add({ minutes: offsetMinutes })
    .toZonedDateTime(timeZone);
  const finish = start.add({ minutes });
  return { start: start.toInstant().toString(), finish: finish.toInstant().toString() };
}

/** How far a drag moved a slot's start or end, as the calendar reports it. */
export interface CalendarDelta {
  years: number;
  months: number;
  days: number;
  milliseconds: number;
}

/**
 * An instant moved by a calendar delta in the season's zone: whole days keep the wall-clock time across a
 * daylight-saving change (a Saturday 09:00 slot dragged a week on is 09:00 again), the rest is exact time.
 */
export function moveInstant(instant: string, delta: CalendarDelta, timeZone: string): string {
  const moved = zoned(instant, timeZone)
    .add({ years: delta.years, months: delta.months, days: delta.days })
    .add({ milliseconds: delta.milliseconds });
  return new Date(moved.epochMilliseconds).toISOString();
}

// ── Local calendar dates ────────────────────────────────────────────────────────────────────────────

/** A local date some days later (or earlier, for a negative count). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** Whole days from one local date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;
}

/** The weekday of a local date, 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek % 7; // Temporal: Monday 1 .. Sunday 7
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A wall-clock time (HH:MM, as the API stores times of day) as the interface language writes it: "5:15 PM"
 * in English, "17:15" (24-hour) in Japanese.
 */
export function formatClock(value: string, language: string): string {
  const locale = language === 'ja' ? 'ja-JP' : 'en-US';
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: locale === 'ja-JP' ? 'h23' : 'h12',
      timeZone: 'UTC',
    });
    clockFormats.set(locale, format);
  }
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return format.format(new Date(Date.UTC(2023, 0, 1, hours, minutes)));
}

/** The first day (by the user's first weekday, 0 = Sunday) of the week holding a local date. */
export function weekStartOf(date: string, firstDay: number): string {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

/**
 * Paste mode on the calendar: the selection moves by the whole days between the first selected slot's
 * local date and the clicked date, so 09:00 stays 09:00 whatever daylight saving does in between.
 */
export function pasteDayOffset(firstStart: string, targetDate: string, timeZone: string): number {
  return daysBetween(localDateOf(firstStart, timeZone), targetDate);
}

/** Days counted as the recent past: such dates are marked old on the calendar. */
export const OLD_DATE_DAYS = 90;

/** True for a date before today and no more than 90 days back (both local dates, YYYY-MM-DD). */
export function isOldDate(date: string, today: string): boolean {
  const days = daysBetween(date, today);
  return days > 0 && days <= OLD_DATE_DAYS;
}

// ── Instants in the user's zone (account pages, lists) ──────────────────────────────────────────────

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ja: 'ja-JP' };

/** How much of the instant to show. */
export type DateStyle = 'date' | 'datetime' | 'time';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

/**
 * Formats an instant in the user's time zone (not the browser's), in the user's language. A missing or
 * unknown zone falls back to the browser's, so a user who has not set one still sees a sensible time.
 */
export function formatDate(
  value: string | number | Date,
  { locale, timezone, style = 'datetime' }: { locale: Locale; timezone: string | null; style?: DateStyle },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const options = { ...OPTIONS[style], timeZone: timezone ?? undefined };
  try {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(date);
  } catch {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], OPTIONS[style]).format(date);
  }
}
