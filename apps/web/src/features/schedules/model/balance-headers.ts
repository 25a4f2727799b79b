import { weekdayNames } from '../../../lib/weekday-names.ts';

// Translation keys written out in full, so the catalog checks can see every key the screens use.

/**
 * The balance tables' fixed header words as the screen shows them; the CSV keeps the engine's own headers
 * (REST_TREAMS included, docs/schedules.md). Weekday headers (SUN..SAT) are named by `weekdayNames`.
 */
export const BALANCE_HEADER_LABELS: Record<string, string> = {
  TEAM: 'schedules.balances.header.team',
  TOTAL: 'schedules.balances.header.total',
  'HOME/VISITOR': 'schedules.balances.header.homeVisitor',
  GAMES: 'schedules.balances.header.games',
  HOME: 'schedules.balances.header.home',
  AWAY: 'schedules.balances.header.away',
  EARLY: 'schedules.balances.header.early',
  LATE: 'schedules.balances.header.late',
  WEEK_START: 'schedules.balances.header.weekStart',
  REST_TREAMS: 'schedules.balances.header.restTeams',
};

/** The engine's weekday headers, 0 Sunday .. 6 Saturday. */
export const BALANCE_WEEKDAY_HEADERS: readonly string[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * A header (or the TOTAL row's label) as the screen shows it: the engine's fixed words and weekdays in the
 * interface language; team and venue names and week dates as they are.
 */
export function balanceHeaderText(header: string, t: (key: string) => string, language: string): string {
  const key = BALANCE_HEADER_LABELS[header];
  if (key) return t(key);
  const weekday = BALANCE_WEEKDAY_HEADERS.indexOf(header);
  return weekday >= 0 ? (weekdayNames(language)[weekday] ?? header) : header;
}
