import { type UserCreateInput, UserCreateResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Creates the temporary account, which the server signs in at once; 409 means the email is registered. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserCreateInput) => api.post('/api/users', input, UserCreateResponseSchema),
    onSuccess: async () => {
      resetCsrfToken();
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
