import type { PasswordForgotInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Asks for a reset link; the server answers the same whether or not the email exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: PasswordForgotInput) => api.post<unknown>('/api/users/password/forgot', input),
  });
}
