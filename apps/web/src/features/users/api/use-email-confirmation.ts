import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Confirms the email (or a pending email change) with the emailed token. A query, not a mutation, so the
 * single-use token is sent once even when React mounts the page twice; never retried or refetched.
 * Success only resolves once the signed-in user and league information are reloaded: both are cached for a
 * minute, and the old email and the unconfirmed banner would otherwise outlive the link.
 */
export function useEmailConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['user-confirmation', token],
    queryFn: async () => {
      await api.get<unknown>(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo, exact: true }),
      ]);
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
