import { OkResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useReloadEverything } from '../../../queries/use-reload-everything.ts';

/**
 * Deletes a league with all its seasons. The current selection may fall back to another league on the
 * server, so everything reloads.
 */
export function useDeleteLeague() {
  const reloadEverything = useReloadEverything();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/leagues/${encodeURIComponent(id)}`, undefined, OkResponseSchema),
    // Not awaited: the deleted league's own page may be open and should leave before its reload fails.
    onSuccess: () => {
      void reloadEverything();
    },
  });
}
