import { AppConfigSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Map tiles and whether address lookup exists; fixed while the server runs, so read once. */
export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.appConfig,
    // GET /api/config is for signed-in callers: the signed-out setup wizard asks nothing.
    enabled,
    queryFn: () => api.get('/api/config', AppConfigSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
