import { DashboardSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How many records of each kind the season holds, from its dashboard; idle until an id is known. */
export function useSeasonCounts(seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.seasonDashboard(seasonId ?? ''),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId ?? '')}/dashboard`, DashboardSchema),
    enabled: seasonId !== null,
    select: (dashboard) => dashboard.counts,
  });
}
