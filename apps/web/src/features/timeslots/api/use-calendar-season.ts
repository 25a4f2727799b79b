import { type Season, SeasonSchema, type SeasonVenue } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The season with its venues and their surfaces (the season answer holds both). */
export interface CalendarSeason {
  season: Season;
  venues: SeasonVenue[];
}

/** The season answer as one query, shared by the hook and the calendar's preloading. */
export function seasonQuery(seasonId: string) {
  return {
    queryKey: queryKeys.season(seasonId),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId)}`, SeasonSchema),
  };
}

/** The season the calendar shows: divisions (colours), teams and venues with surfaces, in one call. */
export function useCalendarSeason(seasonId: string | null | undefined) {
  const answer = useQuery({
    ...seasonQuery(seasonId ?? ''),
    enabled: typeof seasonId === 'string' && seasonId !== '',
  });
  const season = answer.data;
  const data: CalendarSeason | undefined = season ? { season, venues: season.venues } : undefined;
  return { data, error: answer.error, isLoading: !data && !answer.error };
}
