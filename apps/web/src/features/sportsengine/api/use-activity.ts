import { ActivitySchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath, hasId } from '../../../lib/api-path.ts';

/** How often /activity/{id} asks again while the activity runs (docs/sportsengine.md#activities). */
export const ACTIVITY_POLL_MS = 2_000;

/** An activity, asked again every 2 s until it has finished or failed. */
export function useActivity(id: string | undefined) {
  return useQuery({
    queryKey: ['activities', id ?? ''],
    queryFn: () => api.get(apiPath`/api/activities/${id}`, ActivitySchema),
    enabled: hasId(id),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (data.finished || data.error) ? false : ACTIVITY_POLL_MS;
    },
  });
}
