import { LeagueSeasonIdsSchema, type SeasonCopy } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useReloadEverything } from '../../../queries/use-reload-everything.ts';

/** Copies a season on the server in one transaction; the copy becomes current, so everything reloads. */
export function useCopySeason() {
  const reloadEverything = useReloadEverything();
  return useMutation({
    mutationFn: (input: SeasonCopy) => api.post('/api/seasons/copy', input, LeagueSeasonIdsSchema),
    onSuccess: () => reloadEverything(),
  });
}
