import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Mails the confirmation link again, to the pending new email when an email change is waiting. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => api.post<unknown>('/api/user/confirmation') });
}
