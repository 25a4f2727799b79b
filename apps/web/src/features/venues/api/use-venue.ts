import { VenueSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The venue page's data: surfaces, home teams and distances to the season's other venues. */
export function useVenue(id: string) {
  return useQuery({
    queryKey: queryKeys.venue(id),
    queryFn: () => api.get(`/api/venues/${encodeURIComponent(id)}`, VenueSchema),
  });
}
