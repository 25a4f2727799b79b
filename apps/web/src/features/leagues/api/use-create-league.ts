import { type LeagueCreate, LeagueSeasonIdsSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useReloadEverything } from '../../../queries/use-reload-everything.ts';

/** Creates a league with its first season; both become current, so everything reloads. */
export function useCreateLeague() {
  const reloadEverything = useReloadEverything();
  return useMutation({
    mutationFn: (input: LeagueCreate) => api.post('/api/leagues', input, LeagueSeasonIdsSchema),
    onSuccess: () => reloadEverything(),
  });
}
