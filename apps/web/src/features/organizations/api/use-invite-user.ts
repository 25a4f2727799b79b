import { ROLES } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Invites an email to the organisation as an admin: Add user always invites admins (docs/roles.md). */
export function useInviteUser(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<unknown>(`/api/organizations/${encodeURIComponent(organizationId)}/users`, {
        email,
        role: ROLES.admin,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationUsers(organizationId) }),
  });
}
