import type { Locale } from '@app/contracts';

/**
 * Dates and times of the public site, read on the season's wall clock (its IANA zone) whatever the
 * visitor's phone says, with the browser's Intl only: the site shows times, it never computes with them, so
 * it needs no time-zone library. Formatters are made once per zone and locale; a schedule page formats
 * thousands of games.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** The parts of each instant already read: a season's games share a few hundred start times. */
const partsCache = new Map<string, Record<string, string>>();

function parts(iso: string, timeZone: string): Record<string, string> {
  const key = `${timeZone}|${iso}`;
  const cached = partsCache.get(key);
  if (cached) return cached;
  const format = formatter(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
  );
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(iso))) out[part.type] = part.value;
  partsCache.set(key, out);
  return out;
}

/** The day an instant falls on in the zone, "YYYY-MM-DD": the key games are grouped and filtered by. */
export function dayKey(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * A day's heading: the long weekday form, "Saturday, 6 March 2027" in English (the en-GB order) and
 * "2027年3月6日土曜日" in Japanese.
 */
export function dayHeading(day: string, locale: Locale): string {
  const tag = locale === 'ja' ? 'ja-JP' : 'en-GB';
  return formatter(
    `day|${tag}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  ).format(new Date(`${day}T00:00:00Z`));
}

/** A start time: "1:05 PM" in English, "13:05" in Japanese. */
export function clockTime(iso: string, timeZone: string, locale: Locale): string {
  if (locale === 'en') return scoreTime(iso, timeZone);
  return formatter(
    `time|ja|${timeZone}`,
    () => new Intl.DateTimeFormat('ja-JP', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }),
  ).format(new Date(iso));
}

/** The scores page's date, MM-DD-YY ("03-06-27"), in every language. */
export function scoreDate(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone);
  return `${p.month}-${p.day}-${(p.year ?? '').slice(-2)}`;
}

/** The scores page's time, h:mm A ("1:05 PM"), in every language. */
export function scoreTime(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}
