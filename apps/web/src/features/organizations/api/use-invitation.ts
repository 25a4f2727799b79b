import { InvitationSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The invitation behind an emailed link: which organisation, for which email, from whom. */
export function useInvitation(id: string, token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.invitation(id, token),
    queryFn: () =>
      api.get(
        `/api/invitations/${encodeURIComponent(id)}?invitation_token=${encodeURIComponent(token)}`,
        InvitationSchema,
      ),
    enabled,
    retry: false,
  });
}
