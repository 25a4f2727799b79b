import type { PublicScores } from '@app/contracts';

export type ScoreGame = PublicScores['games'][number];

/** The scores page's filters: a division or a team, either cleared; null means "any". */
export interface ScoreFilters {
  division: string | null;
  team: string | null;
}

/**
 * The games a filter lets through, sorted by start (the API sends them so; sorting again keeps the page
 * right whatever the order).
 */
export function filterScores(games: readonly ScoreGame[], filters: ScoreFilters): ScoreGame[] {
  return games
    .filter(
      (game) =>
        (!filters.division || game.division_id === filters.division) &&
        (!filters.team || game.home_id === filters.team || game.visitor_id === filters.team),
    )
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
