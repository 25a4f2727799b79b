import type { SessionCreateInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Signs in; on success the session rotates, so the CSRF token is dropped and the user refetched. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionCreateInput) => api.post<unknown>('/api/session', input),
    onSuccess: async () => {
      resetCsrfToken();
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
