import { MasterListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Every game of the season (the master list), so the calendar can show games in their slots. Same key as the
 * master list page, so either screen's load serves the other and a game edit refreshes both.
 */
export function useSeasonGames(seasonId: string) {
  return useQuery(seasonGamesQuery(seasonId));
}

export function seasonGamesQuery(seasonId: string) {
  return {
    queryKey: [...queryKeys.season(seasonId), 'games'],
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId)}/games`, MasterListSchema),
  };
}
