import type { BulkEdit } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Saves every table in one call (one transaction on the server). Names and codes show on season, division,
 * team and venue pages alike, so all of them go stale.
 */
export function useSaveBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkEdit) =>
      api.put(`/api/seasons/${encodeURIComponent(input.season_id)}/bulk_edit`, input),
    onSuccess: () =>
      Promise.all(
        ['seasons', 'divisions', 'teams', 'venues'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
