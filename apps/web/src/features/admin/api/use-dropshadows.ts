import { AdminUsersPageSchema } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { dropshadowsPath } from '../model/admin-paths.ts';

/** One page of the /dropshadows user directory. */
export function useDropshadows(q: string, page: number) {
  const path = dropshadowsPath(q, page);
  return useQuery({
    queryKey: queryKeys.adminSummary(path),
    queryFn: () => api.get(path, AdminUsersPageSchema),
    placeholderData: keepPreviousData,
  });
}
