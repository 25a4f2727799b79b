import { type AccountUpdateInput, UserSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Saves the account settings; the answer is the updated user, which replaces the cached one. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountUpdateInput) => api.patch('/api/users/self', input, UserSchema),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo });
    },
  });
}
