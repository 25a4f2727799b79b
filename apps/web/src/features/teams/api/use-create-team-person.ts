import { type PersonCreateInput, PersonSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Creates a person of the season from the team page's inline dialog; the caller then adds them. */
export function useCreateTeamPerson() {
  return useMutation({
    mutationFn: (input: PersonCreateInput) => api.post('/api/people', input, PersonSchema),
  });
}
