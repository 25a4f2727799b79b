import type { PasswordResetInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sets a new password from the single-use emailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) => api.post<unknown>('/api/users/password/reset', input),
  });
}
