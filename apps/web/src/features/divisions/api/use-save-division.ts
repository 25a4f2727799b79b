import { type DivisionCreate, DivisionSchema, type DivisionUpdate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the division form sends: a create names the season, an edit names the division. */
export type DivisionSave =
  | { kind: 'create'; input: DivisionCreate }
  | { kind: 'update'; id: string; input: DivisionUpdate };

/**
 * Creates or updates a division. Season pages, the dashboard and team pages show division names and
 * colours, so they go stale; the saved division goes straight into the cache.
 */
export function useSaveDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: DivisionSave) =>
      save.kind === 'create'
        ? api.post('/api/divisions', save.input, DivisionSchema)
        : api.patch(`/api/divisions/${encodeURIComponent(save.id)}`, save.input, DivisionSchema),
    onSuccess: (division) => {
      queryClient.setQueryData(queryKeys.division(division.id), division);
      void queryClient.invalidateQueries({ queryKey: queryKeys.season(division.season_id) });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
