import { UserSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { switchSessionUser } from './switch-session-user.ts';

/** Opens a user's account (docs/admin.md#impersonation): the session becomes theirs. */
export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/api/admin/impersonate', { email }, UserSchema),
    onSuccess: (user) => {
      resetCsrfToken();
      switchSessionUser(queryClient, user);
    },
  });
}
