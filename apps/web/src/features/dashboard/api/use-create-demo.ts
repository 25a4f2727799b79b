import { LeagueSeasonIdsSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * "Try it with a sample league": the server builds a realistic league that becomes current, so every
 * cached answer (league information first) reloads and the dashboard shows the new season.
 */
export function useCreateDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/demo', undefined, LeagueSeasonIdsSchema),
    // Not awaited: the reload swaps the empty dashboard (the caller) for the season's, and a caller already gone
    // would never see the mutation end, so its "Sample league created" notice would be lost.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
