import { LeagueSeasonIdsSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Creates a league from a league file (the server validates it again). The new league becomes current,
 * so every cached page (league information, seasons, dashboards) is stale.
 */
export function useImportLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: unknown) => api.post('/api/leagues/import', document, LeagueSeasonIdsSchema),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
