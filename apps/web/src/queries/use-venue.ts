import { VenueSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** One venue with surfaces, address, home teams and distances, shared by the venue page and team pages. */
export function venueQuery(id: string) {
  return {
    queryKey: queryKeys.venue(id),
    queryFn: () => api.get(apiPath`/api/venues/${id}`, VenueSchema),
  };
}

/** The venue page's data: surfaces, home teams and distances to the season's other venues. */
export function useVenue(id: string) {
  return useQuery({ ...venueQuery(id), enabled: hasId(id) });
}
