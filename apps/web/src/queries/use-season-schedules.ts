import { ScheduleListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The schedules list polls every 5 s, at most 20 times, so a forgotten tab stops asking. */
export const LIST_POLL_MS = 5_000;

/**
 * The season's schedules and tournaments (`GET /api/seasons/{id}/schedules`), for the schedules pages and
 * the dashboard's accordions; `poll` refreshes every 5 s while the caller asks for it. Idle while `enabled`
 * is false or the season is unknown.
 */
export function useSeasonSchedules(seasonId: string, options: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.seasonSchedules(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/schedules`, ScheduleListSchema),
    enabled: hasId(seasonId) && (options.enabled ?? true),
    refetchInterval: options.poll ? LIST_POLL_MS : false,
  });
}
