import type { Season, SeasonVenue } from '@app/contracts';
import { useSeason } from './use-season.ts';

/** The season with its venues and their surfaces (the season answer holds both). */
export interface CalendarSeason {
  season: Season;
  venues: SeasonVenue[];
}

/**
 * The season as the calendar and the game screens read it: divisions (colours), teams and venues with
 * surfaces, in one call; `isLoading` stays true until there is data or an error.
 */
export function useCalendarSeason(seasonId: string | null | undefined) {
  const answer = useSeason(seasonId);
  const season = answer.data;
  const data: CalendarSeason | undefined = season ? { season, venues: season.venues } : undefined;
  return { data, error: answer.error, isLoading: !data && !answer.error };
}
