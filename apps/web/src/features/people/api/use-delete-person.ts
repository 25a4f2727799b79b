import { type Person, PersonDependentsSchema } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { forgetDeleted } from '../../../lib/forget-deleted.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What deleting the person takes with them, asked fresh each time the confirmation opens. */
export function fetchPersonDependents(personId: string) {
  return api.get(apiPath`/api/people/${personId}/dependents`, PersonDependentsSchema);
}

export function deletePerson(personId: string) {
  return api.delete(apiPath`/api/people/${personId}`);
}

/** After a person is deleted: their team entries went too, so their season's lists and team pages reload. */
export function useForgetPerson() {
  const queryClient = useQueryClient();
  return (person: Pick<Person, 'id' | 'season_id'>) => {
    forgetDeleted(queryClient, queryKeys.person(person.id), [queryKeys.season(person.season_id), ['teams']]);
  };
}
