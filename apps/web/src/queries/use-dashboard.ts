import { DashboardSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The season's dashboard answer (league, season, record counts), shared by the dashboard and imports. */
export function seasonDashboardQuery(seasonId: string) {
  return {
    queryKey: queryKeys.seasonDashboard(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/dashboard`, DashboardSchema),
  };
}

/**
 * The season's league, name and record counts: the dashboard's accordions, and the pages that show a season
 * without its records (the season page, /setup). Idle until an id is known.
 */
export function useDashboard(seasonId: string | null | undefined) {
  return useQuery({
    ...seasonDashboardQuery(seasonId ?? ''),
    enabled: hasId(seasonId),
  });
}
