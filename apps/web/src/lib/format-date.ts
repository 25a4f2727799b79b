import type { Locale } from '@app/contracts';

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
