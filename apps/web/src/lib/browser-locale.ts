import type { Locale } from '@app/contracts';

/** Signed-out pages follow the browser: Japanese when its first language starts with "ja", else English. */
export function browserLocale(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  const first = languages[0] ?? '';
  return first.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** The browser's IANA zone and UTC offset in minutes (east positive), as sign-up sends them. */
export function browserTimezone(now: Date = new Date()): { timezone: string; timezone_offset: number } {
  return {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // 0 - x, not -x: in UTC, -0 would be sent, and some JSON consumers keep the sign.
    timezone_offset: 0 - now.getTimezoneOffset(),
  };
}
