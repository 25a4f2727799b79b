import { MasterListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

export function seasonGamesQuery(seasonId: string) {
  return {
    queryKey: queryKeys.seasonGames(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/games`, MasterListSchema),
  };
}

/**
 * Every game of the season (the master list): the calendar shows them in their slots and /list in the game
 * table. One key, so either screen's load serves the other and a game edit refreshes both.
 */
export function useSeasonGames(seasonId: string) {
  return useQuery({ ...seasonGamesQuery(seasonId), enabled: hasId(seasonId) });
}
