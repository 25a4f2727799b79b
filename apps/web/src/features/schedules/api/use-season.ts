import { SeasonSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The season page's data (divisions with colours and teams, venues), shared with the calendar's cache. */
export function useSeason(seasonId: string) {
  return useQuery({
    queryKey: queryKeys.season(seasonId),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId)}`, SeasonSchema),
    enabled: seasonId !== '',
  });
}
