import { LeagueSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One league of the current organisation with its seasons (another organisation's id answers 404). */
export function useLeague(id: string) {
  return useQuery({
    queryKey: queryKeys.league(id),
    queryFn: () => api.get(`/api/leagues/${encodeURIComponent(id)}`, LeagueSchema),
  });
}
