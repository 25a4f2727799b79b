import { AuthProvidersSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The sign-in providers this server offers besides email (docs/sportsengine.md#sign-in-with-sportsengine); fixed while it runs. */
export function useAuthProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: () => api.get('/api/auth/providers', AuthProvidersSchema),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
