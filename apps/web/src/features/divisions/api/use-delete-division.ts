import type { Division } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { forgetDeleted } from '../../../lib/forget-deleted.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Deletes a division; the server also deletes its teams and any across-division built from it, so every
 * cached division and team page of the season may be gone.
 */
export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (division: Division) => api.delete(`/api/divisions/${encodeURIComponent(division.id)}`),
    onSuccess: (_answer, division) => {
      forgetDeleted(queryClient, queryKeys.division(division.id), [
        queryKeys.season(division.season_id),
        ['divisions'],
        ['teams'],
      ]);
    },
  });
}
