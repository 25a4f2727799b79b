import { UserSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';

/**
 * Opens a user's account (docs/admin.md#impersonation). The session rotates, so the CSRF token is dropped,
 * and every cached answer was the admin's: the cache is emptied and the new user read afresh.
 */
export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/api/admin/impersonate', { email }, UserSchema),
    onSuccess: async () => {
      resetCsrfToken();
      queryClient.removeQueries();
    },
  });
}
