/** 2023-01-01 was a Sunday, so day n of that week has weekday number n (0 Sunday .. 6 Saturday). */
const SUNDAY = Date.UTC(2023, 0, 1);

/** Weekday names 0 (Sunday) .. 6 in the interface language, from the runtime's locale data. */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(SUNDAY + day * 86_400_000)));
}
