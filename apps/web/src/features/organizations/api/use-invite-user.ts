import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Invites an email to the organisation; per spec, Add user always invites as admin (role 2). */
export function useInviteUser(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<unknown>(`/api/organizations/${encodeURIComponent(organizationId)}/users`, { email, role: 2 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationUsers(organizationId) }),
  });
}
