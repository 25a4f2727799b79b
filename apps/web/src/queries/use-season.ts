import { SeasonSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The season answer as one query, shared by the hooks and the calendar's preloading. */
export function seasonQuery(seasonId: string) {
  return {
    queryKey: queryKeys.season(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}`, SeasonSchema),
  };
}

/**
 * A season's divisions (colours, teams, across sources), people, venues with surfaces and counts: the season
 * page, the forms that pick from it, the dashboard's lists, the calendar and the schedules share this cache.
 * Idle until an id is known, and while `enabled` is false (the dashboard waits for a panel to open).
 */
export function useSeason(id: string | null | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...seasonQuery(id ?? ''),
    enabled: enabled && hasId(id),
  });
}
