import { UserSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { switchSessionUser } from './switch-session-user.ts';

/** Returns from impersonation to the admin's own account (docs/admin.md#impersonation). */
export function useReturnToAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/admin/impersonate', undefined, UserSchema),
    onSuccess: (admin) => {
      resetCsrfToken();
      switchSessionUser(queryClient, admin);
    },
  });
}
