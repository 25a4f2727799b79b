import { LeagueSchema, type LeagueUpdate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Renames a league; league information (the picker, /leagues) and the league's page reload. */
export function useRenameLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LeagueUpdate }) =>
      api.patch(`/api/leagues/${encodeURIComponent(id)}`, input, LeagueSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo }),
  });
}
