import { SeasonSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A season's divisions with their teams, people, venues and counts; idle until an id is known. */
export function useSeason(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.season(id ?? ''),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(id ?? '')}`, SeasonSchema),
    enabled: typeof id === 'string' && id !== '',
  });
}
