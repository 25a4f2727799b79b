import { type Season, SeasonSchema, type Venue, VenueSchema } from '@app/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The season with its venues' surfaces, which the season answer leaves out (one call per venue). */
export interface CalendarSeason {
  season: Season;
  venues: Venue[];
}

/**
 * The season the calendar shows: divisions (colours), teams and venues with surfaces. `data` is undefined
 * until the season and every venue have loaded.
 */
export function useCalendarSeason(seasonId: string | null | undefined) {
  const seasonQuery = useQuery({
    queryKey: queryKeys.season(seasonId ?? ''),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId ?? '')}`, SeasonSchema),
    enabled: typeof seasonId === 'string' && seasonId !== '',
  });
  const venueRefs = seasonQuery.data?.venues ?? [];
  const venues = useQueries({
    queries: venueRefs.map((venue) => ({
      queryKey: queryKeys.venue(venue.id),
      queryFn: () => api.get(`/api/venues/${encodeURIComponent(venue.id)}`, VenueSchema),
    })),
  });
  const error = seasonQuery.error ?? venues.find((query) => query.error)?.error ?? null;
  const loadedVenues = venues.flatMap((query) => (query.data ? [query.data] : []));
  const isReady = seasonQuery.data !== undefined && loadedVenues.length === venueRefs.length;
  const data: CalendarSeason | undefined =
    isReady && seasonQuery.data ? { season: seasonQuery.data, venues: loadedVenues } : undefined;
  return { data, error, isLoading: !data && !error };
}
