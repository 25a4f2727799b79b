import { z } from 'zod';
import { idField } from '../common/fields.ts';

/** `PUT /api/current_season`: the caller's current league and season, persisted per user. */
export const CurrentSeasonSchema = z
  .object({ league_id: idField(), season_id: idField() })
  .describe('The current league and season; the season must belong to the league');
export type CurrentSeason = z.infer<typeof CurrentSeasonSchema>;

/** The least the selection rules need to know about a league: its id and its seasons in display order. */
export interface LeagueSeasonsLike {
  id: string;
  seasons: readonly { id: string }[];
}

/**
 * Switching league selects its first season (docs/leagues.md). Null when the league is unknown or has no
 * season.
 */
export function selectLeague(leagues: readonly LeagueSeasonsLike[], leagueId: string): CurrentSeason | null {
  const league = leagues.find((l) => l.id === leagueId);
  const season = league?.seasons[0];
  return league && season ? { league_id: league.id, season_id: season.id } : null;
}

/**
 * After league information loads: the stored selection stays if its league and season still exist; a
 * deleted season falls back to its league's first season; a deleted league (or one left without seasons)
 * falls back to the first league that has a season, and its first season. Null when no league has a season.
 */
export function resolveCurrentSeason(
  leagues: readonly LeagueSeasonsLike[],
  stored: CurrentSeason | null,
): CurrentSeason | null {
  if (stored) {
    const league = leagues.find((l) => l.id === stored.league_id);
    if (league?.seasons.some((s) => s.id === stored.season_id)) return stored;
    const sameLeague = league ? selectLeague(leagues, league.id) : null;
    if (sameLeague) return sameLeague;
  }
  for (const league of leagues) {
    const first = selectLeague(leagues, league.id);
    if (first) return first;
  }
  return null;
}
