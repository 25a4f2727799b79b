import { SeasonSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The season's divisions, teams, people and venues for the accordion lists. Fetched only once a panel
 * opens: a large season's lists are far bigger than its counts.
 */
export function useSeasonLists(seasonId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.season(seasonId),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId)}`, SeasonSchema),
    enabled,
  });
}
