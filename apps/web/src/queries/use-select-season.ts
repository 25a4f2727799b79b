import { type CurrentSeason, LeagueInfoSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useReloadEverything } from './use-reload-everything.ts';

/**
 * Makes a league and season current (`PUT /api/current_season`). The answer is the new league information,
 * shown at once; every other page read the old season, so everything reloads.
 */
export function useSelectSeason() {
  const queryClient = useQueryClient();
  const reloadEverything = useReloadEverything();
  return useMutation({
    mutationFn: (selection: CurrentSeason) => api.put('/api/current_season', selection, LeagueInfoSchema),
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.leagueInfo, info);
      return reloadEverything();
    },
  });
}
