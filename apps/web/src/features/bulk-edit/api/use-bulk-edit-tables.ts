import { BulkEditTablesSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The names and codes the bulk-edit tables start from. Never refetched in the background: a refetch would
 * not reach the tables once they are being edited, and a fresh visit loads them anew.
 */
export function useBulkEditTables(seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.bulkEditTables(seasonId ?? ''),
    queryFn: () =>
      api.get(`/api/seasons/${encodeURIComponent(seasonId ?? '')}/bulk_edit`, BulkEditTablesSchema),
    enabled: seasonId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
