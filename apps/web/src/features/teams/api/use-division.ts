import { DivisionSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One division, only to learn which season a `division_id` query parameter belongs to. */
export function useDivision(id: string | null) {
  return useQuery({
    queryKey: queryKeys.division(id ?? ''),
    queryFn: () => api.get(`/api/divisions/${encodeURIComponent(id ?? '')}`, DivisionSchema),
    enabled: id !== null && id !== '',
  });
}
