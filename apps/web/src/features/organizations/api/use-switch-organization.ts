import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Makes another of the user's organisations current. Every cached answer was scoped to the old one, so
 * all queries are invalidated (league information reloads first, as the shell shows it).
 */
export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) =>
      api.get<unknown>(`/api/switch_organization/${encodeURIComponent(organizationId)}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
