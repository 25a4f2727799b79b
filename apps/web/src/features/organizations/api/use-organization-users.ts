import { OrganizationUsersResponseSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Members (status active) and pending invitations (status invited) of an organisation. */
export function useOrganizationUsers(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.organizationUsers(id ?? ''),
    queryFn: async () =>
      (
        await api.get(
          `/api/organizations/${encodeURIComponent(id ?? '')}/users`,
          OrganizationUsersResponseSchema,
        )
      ).users,
    enabled: hasId(id),
  });
}
