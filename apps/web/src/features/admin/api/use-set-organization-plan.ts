import { AdminOrganizationSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Sets an organisation's plan by hand; the admin lists and the shell (whose organisation may be it) reload. */
export function useSetOrganizationPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, plan }: { organizationId: string; plan: string }) =>
      api.patch(apiPath`/api/admin/organizations/${organizationId}`, { plan }, AdminOrganizationSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo }),
      ]),
  });
}
