import { TeamSchema, type TeamUpdate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Replaces a team's fields (PATCH sends the whole record: an absent optional field is cleared). */
export function useUpdateTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamUpdate) => api.patch(`/api/teams/${encodeURIComponent(id)}`, input, TeamSchema),
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.team(id), team);
      void queryClient.invalidateQueries({ queryKey: ['seasons'] });
      void queryClient.invalidateQueries({ queryKey: ['divisions'] });
    },
  });
}
