import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Joins the inviting organisation; the server also makes it the current one, so every cached answer
 * (scoped to the previous organisation) is invalidated.
 */
export function useAcceptInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<unknown>(`/api/accept_invitation/${encodeURIComponent(id)}`, { invitation_token: token }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
