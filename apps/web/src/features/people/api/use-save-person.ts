import { type PersonCreate, PersonSchema, type PersonUpdate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the person form sends: a create names the season, an edit names the person. */
export type PersonSave =
  | { kind: 'create'; input: PersonCreate }
  | { kind: 'update'; id: string; input: PersonUpdate };

/**
 * Creates or updates a person. Teams and seasons list people, so their cached pages are marked stale;
 * the saved person goes straight into the cache.
 */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PersonSave) =>
      save.kind === 'create'
        ? api.post('/api/people', save.input, PersonSchema)
        : api.patch(`/api/people/${encodeURIComponent(save.id)}`, save.input, PersonSchema),
    onSuccess: (person) => {
      queryClient.setQueryData(queryKeys.person(person.id), person);
      void queryClient.invalidateQueries({ queryKey: queryKeys.season(person.season_id) });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
