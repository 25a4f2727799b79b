import { type TeamCreate, TeamSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const TeamsAnswerSchema = z.object({ teams: z.array(TeamSchema) });

/** Creates the named rows of the multi-row form in one call (all or nothing on the server). */
export function useCreateTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamCreate) => api.post('/api/teams', input, TeamsAnswerSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['seasons'] }),
        queryClient.invalidateQueries({ queryKey: ['divisions'] }),
      ]),
  });
}
