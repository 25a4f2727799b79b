import { type UserCreateInput, UserCreateResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Creates the temporary account, which the server signs in at once; 409 means the email is registered.
 * `onSignedUp` runs after the current user is reset to loading and before it is fetched again: had the user
 * arrived first, the guest-only guard of /sign-up would send them to its own destination (/) before the page
 * sends them to theirs (/wizard, docs/dashboard.md#first-run).
 */
export function useSignUp(onSignedUp: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserCreateInput) => api.post('/api/users', input, UserCreateResponseSchema),
    onSuccess: async () => {
      resetCsrfToken();
      const refetched = queryClient.resetQueries({ queryKey: queryKeys.currentUser });
      onSignedUp();
      await refetched;
    },
  });
}
