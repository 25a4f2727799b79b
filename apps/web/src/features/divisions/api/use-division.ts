import { DivisionSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The division page's data: the division with its teams, schedules and tournaments. */
export function useDivision(id: string) {
  return useQuery({
    queryKey: queryKeys.division(id),
    queryFn: () => api.get(`/api/divisions/${encodeURIComponent(id)}`, DivisionSchema),
  });
}
