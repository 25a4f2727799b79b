import { DashboardSearchResponseSchema } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Names in the season matching `q` (already debounced and trimmed by the caller); idle for an empty `q`.
 * The previous results stay while the next ones load, so the list does not flicker as the user types.
 */
export function useSeasonSearch(seasonId: string, q: string) {
  return useQuery({
    queryKey: queryKeys.seasonSearch(seasonId, q),
    queryFn: () =>
      api.get(
        `/api/seasons/${encodeURIComponent(seasonId)}/search?q=${encodeURIComponent(q)}`,
        DashboardSearchResponseSchema,
      ),
    enabled: q !== '' && hasId(seasonId),
    placeholderData: keepPreviousData,
  });
}
