import { AdminSummarySchema } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type AdminListsState, summaryPath } from '../model/admin-paths.ts';

/** The admin page's users, organisations and recent audit for the current searches and pages. */
export function useAdminSummary(state: AdminListsState) {
  const path = summaryPath(state);
  return useQuery({
    queryKey: queryKeys.adminSummary(path),
    queryFn: () => api.get(path, AdminSummarySchema),
    // A new search or page keeps the last rows on screen until the next answer.
    placeholderData: keepPreviousData,
  });
}
