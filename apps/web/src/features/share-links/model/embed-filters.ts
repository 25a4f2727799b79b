import type { EmbedRow } from '@app/contracts';

/** The embed table's filters, kept in the page's address (`?division=&team=&venue=&date=`). */
export interface EmbedFilters {
  division: string | null;
  team: string | null;
  venue: string | null;
  date: string | null;
}

export const FILTER_NAMES = ['division', 'team', 'venue', 'date'] as const;

/** The filters an address names; an absent or empty parameter is no filter. */
export function filtersOf(params: URLSearchParams): EmbedFilters {
  const read = (name: string) => params.get(name) || null;
  return { division: read('division'), team: read('team'), venue: read('venue'), date: read('date') };
}

/** The rows every filter keeps: a team filter keeps the team's games, home or away. */
export function filterRows(rows: readonly EmbedRow[], filters: EmbedFilters): EmbedRow[] {
  return rows.filter(
    (row) =>
      (!filters.division || row.division_id === filters.division) &&
      (!filters.team || row.home_id === filters.team || row.visitor_id === filters.team) &&
      (!filters.venue || row.venue_id === filters.venue) &&
      (!filters.date || row.date === filters.date),
  );
}

/** The dates the rows fall on, in order: what the date filter offers. */
export const rowDates = (rows: readonly EmbedRow[]): string[] =>
  [...new Set(rows.map((row) => row.date))].sort();
