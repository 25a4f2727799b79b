import type { OrganizationUpdateInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Renames the organisation (owner and admin only); the switcher and page then reload the name. */
export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationUpdateInput) =>
      api.patch<unknown>(`/api/organizations/${encodeURIComponent(id)}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organization(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo }),
      ]),
  });
}
