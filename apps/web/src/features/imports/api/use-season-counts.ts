import { useQuery } from '@tanstack/react-query';
import { seasonDashboardQuery } from '../../../queries/use-dashboard.ts';

/** How many records of each kind the season holds, from its dashboard; idle until an id is known. */
export function useSeasonCounts(seasonId: string | null) {
  return useQuery({
    ...seasonDashboardQuery(seasonId ?? ''),
    enabled: seasonId !== null,
    select: (dashboard) => dashboard.counts,
  });
}
