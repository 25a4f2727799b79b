import { LeagueImportedSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Creates a league from a league file (the server validates it again) under `name`; the answer holds the
 * name the server gave it, numbered when the organisation has that name (docs/leagues.md). The new league
 * becomes current, so every cached page (league information, seasons, dashboards) is stale.
 */
export function useImportLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, name }: { document: unknown; name: string }) =>
      api.post(`/api/leagues/import?name=${encodeURIComponent(name)}`, document, LeagueImportedSchema),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
