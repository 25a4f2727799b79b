import type { Locale } from '@app/contracts';
import { weekdayNames } from '../../../../lib/weekday-names.ts';
import { formatClock, formatDate, weekdayOf } from '../../../../lib/zoned-time.ts';

const localeOf = (language: string): Locale => (language === 'ja' ? 'ja' : 'en');

/** A local date (YYYY-MM-DD) without its weekday, in the interface language ("Mar 7, 2026"). */
export function formatDateOnly(date: string, language: string): string {
  // Noon UTC read in UTC is that calendar date whatever zone the browser is in.
  return formatDate(`${date}T12:00:00Z`, { locale: localeOf(language), timezone: 'UTC', style: 'date' });
}

/** A local date with its short weekday ("Sat Mar 7, 2026"; "土 2026/03/07"). */
export function formatDay(date: string, language: string): string {
  return `${weekdayNames(language, 'short')[weekdayOf(date)]} ${formatDateOnly(date, language)}`;
}

/** A slot's wall-clock span ("9:00 AM–10:30 AM"; "9:00–10:30"). */
export function formatSpan(start: string, end: string, language: string): string {
  return `${formatClock(start, language)}–${formatClock(end, language)}`;
}
