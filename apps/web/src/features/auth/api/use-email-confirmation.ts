import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Confirms the email (or a pending email change) with the emailed token. A query, not a mutation, so the
 * single-use token is sent once even when React mounts the page twice; never retried or refetched.
 */
export function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: ['user-confirmation', token],
    queryFn: async () => {
      await api.get<unknown>(`/api/user/confirmation?confirmation_token=${encodeURIComponent(token)}`);
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
