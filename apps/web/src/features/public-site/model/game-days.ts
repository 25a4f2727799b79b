import type { PublicDivisions, PublicGame } from '@app/contracts';
import { dayKey } from './public-dates.ts';

/** One day of games, in the order given. */
export interface GameDay<G> {
  day: string;
  games: G[];
}

/**
 * Groups games by their day on the season's clock, keeping the order they come in (the API sends a season's
 * games oldest first and a team's newest first), so days follow that order too.
 */
export function groupByDay<G extends Pick<PublicGame, 'start'>>(
  games: readonly G[],
  timeZone: string,
): GameDay<G>[] {
  const days: GameDay<G>[] = [];
  let current: GameDay<G> | undefined;
  for (const game of games) {
    const day = dayKey(game.start, timeZone);
    if (current?.day !== day) {
      current = { day, games: [] };
      days.push(current);
    }
    current.games.push(game);
  }
  return days;
}

/** A game of the schedule page, with its division's name and its day on the season's clock. */
export type ScheduleGame = PublicGame & { division: string; day: string };

/**
 * Every division's games as one list in start order, each carrying its division's name and its day, worked
 * out once: grouping and the date filter read it for thousands of games.
 */
export function seasonGames(divisions: PublicDivisions['divisions'], timeZone: string): ScheduleGame[] {
  const games: ScheduleGame[] = [];
  for (const division of divisions) {
    for (const game of division.games) {
      games.push({ ...game, division: division.name, day: dayKey(game.start, timeZone) });
    }
  }
  return games.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** The schedule page's filters; null means "any". */
export interface ScheduleFilters {
  division: string | null;
  team: string | null;
  venue: string | null;
  /** A day, "YYYY-MM-DD" on the season's clock. */
  date: string | null;
}

export const NO_FILTERS: ScheduleFilters = { division: null, team: null, venue: null, date: null };

/** The games the filters let through (a team matches as home or visitor). */
export function filterGames<G extends ScheduleGame>(games: readonly G[], filters: ScheduleFilters): G[] {
  return games.filter(
    (game) =>
      (!filters.division || game.division_id === filters.division) &&
      (!filters.team || game.home_id === filters.team || game.visitor_id === filters.team) &&
      (!filters.venue || game.venue === filters.venue) &&
      (!filters.date || game.day === filters.date),
  );
}

/** The venues the season's games are played at, by name, for the venue filter. */
export function venueNames(games: readonly Pick<PublicGame, 'venue'>[]): string[] {
  return [...new Set(games.map((game) => game.venue))].sort((a, b) => a.localeCompare(b));
}
