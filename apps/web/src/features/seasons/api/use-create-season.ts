import { LeagueSeasonIdsSchema, type SeasonCreate } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useReloadEverything } from '../../../queries/use-reload-everything.ts';

/** Creates an empty season of a league; it becomes current, so everything reloads. */
export function useCreateSeason() {
  const reloadEverything = useReloadEverything();
  return useMutation({
    mutationFn: (input: SeasonCreate) => api.post('/api/seasons', input, LeagueSeasonIdsSchema),
    onSuccess: () => reloadEverything(),
  });
}
