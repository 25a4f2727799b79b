import { TeamSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The team page's data; another organisation's team answers 404, which the page turns into a toast. */
export function useTeam(id: string) {
  return useQuery({
    queryKey: queryKeys.team(id),
    queryFn: () => api.get(`/api/teams/${encodeURIComponent(id)}`, TeamSchema),
  });
}
