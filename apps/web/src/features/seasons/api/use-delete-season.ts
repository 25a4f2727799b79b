import { OkResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useReloadEverything } from '../../../queries/use-reload-everything.ts';

/**
 * Deletes a season with everything in it. When it was current the server falls back to another season,
 * so everything reloads.
 */
export function useDeleteSeason() {
  const reloadEverything = useReloadEverything();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/seasons/${encodeURIComponent(id)}`, undefined, OkResponseSchema),
    // Not awaited: the deleted season's own page may be open and should leave before its reload fails.
    onSuccess: () => {
      void reloadEverything();
    },
  });
}
