import type { Locale } from '@app/contracts';

// 7 January 2024 was a Sunday, so day n of that week has weekday number n (0 Sunday .. 6 Saturday).
const A_SUNDAY = Date.UTC(2024, 0, 7, 12);

/** Weekday choices 0 (Sunday) to 6, named by Intl in the interface language. */
export function weekdayOptions(locale: Locale): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 7 }, (_, day) => ({
    value: String(day),
    label: format.format(new Date(A_SUNDAY + day * 86_400_000)),
  }));
}
