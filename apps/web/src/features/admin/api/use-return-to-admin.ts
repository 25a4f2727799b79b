import { UserSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';

/** Returns from impersonation to the admin's own account; the cache held the user's answers, so it empties. */
export function useReturnToAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/admin/impersonate', undefined, UserSchema),
    onSuccess: async () => {
      resetCsrfToken();
      queryClient.removeQueries();
    },
  });
}
