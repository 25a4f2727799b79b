import type { GameRow } from './game-rows.ts';

/** One date of the day-by-day table: each venue's games that day, by start. */
export interface DaySection {
  date: string;
  venues: { venue: string; games: GameRow[] }[];
}

/** The day-by-day table per venue: scheduled games grouped by date, then venue, in time order. */
export function dayByDay(rows: readonly GameRow[]): DaySection[] {
  const days = new Map<string, Map<string, GameRow[]>>();
  for (const row of [...rows].filter((r) => r.date).sort((a, b) => a.startMs - b.startMs)) {
    const venues = days.get(row.date) ?? new Map<string, GameRow[]>();
    venues.set(row.venue, [...(venues.get(row.venue) ?? []), row]);
    days.set(row.date, venues);
  }
  return [...days.entries()].map(([date, venues]) => ({
    date,
    venues: [...venues.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([venue, games]) => ({ venue, games })),
  }));
}
