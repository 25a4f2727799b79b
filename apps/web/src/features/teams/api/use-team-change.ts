import type { Team } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Runs one team-page change and puts the answered team straight into the cache. People, venues and the
 * season list the team too, so their cached pages are marked stale rather than patched.
 */
export function useTeamChange<V>(teamId: string, request: (variables: V) => Promise<Team>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.team(teamId), team);
      void queryClient.invalidateQueries({ queryKey: ['people'] });
      void queryClient.invalidateQueries({ queryKey: ['venues'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.season(team.season_id) });
    },
  });
}
