import { PersonSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One person with their teams; idle until an id is known. */
export function usePerson(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.person(id ?? ''),
    queryFn: () => api.get(`/api/people/${encodeURIComponent(id ?? '')}`, PersonSchema),
    enabled: hasId(id),
  });
}
