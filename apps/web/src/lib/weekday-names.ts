/** 2023-01-01 was a Sunday, so day n of that week has weekday number n (0 Sunday .. 6 Saturday). */
const SUNDAY = Date.UTC(2023, 0, 1);

/** The Intl locale of an interface language ('ja' or 'en'). */
const intlLocale = (language: string) => (language === 'ja' ? 'ja-JP' : 'en-US');

/**
 * Weekday names 0 (Sunday) .. 6 in the interface language, from the runtime's locale data: the one source
 * of weekday names (account settings, team constraints, calendar settings, game table, wizard).
 */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(SUNDAY + day * 86_400_000)));
}

/** Weekday choices for a select: value "0" (Sunday) .. "6", labelled in the interface language. */
export function weekdayOptions(
  language: string,
  width: 'short' | 'long' = 'long',
): { value: string; label: string }[] {
  return weekdayNames(language, width).map((label, day) => ({ value: String(day), label }));
}
