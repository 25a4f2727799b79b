import { DivisionSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * One division with its teams, schedules and tournaments: the division pages, and the new-team page that
 * learns which season a `division_id` query parameter belongs to. Idle until an id is known.
 */
export function useDivision(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.division(id ?? ''),
    queryFn: () => api.get(apiPath`/api/divisions/${id}`, DivisionSchema),
    enabled: hasId(id),
  });
}
