import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Ends the session; every cached answer belonged to the old user, so the cache is emptied. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>('/api/session'),
    onSuccess: () => {
      resetCsrfToken();
      queryClient.removeQueries();
      queryClient.setQueryData(queryKeys.currentUser, null);
    },
  });
}
