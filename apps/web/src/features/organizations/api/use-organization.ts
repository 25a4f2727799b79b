import { OrganizationSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const OrganizationDetailSchema = OrganizationSchema.pick({ id: true, name: true });

/** One organisation the caller belongs to (another organisation's id answers 404). */
export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.organization(id ?? ''),
    queryFn: () => api.get(`/api/organizations/${encodeURIComponent(id ?? '')}`, OrganizationDetailSchema),
    enabled: hasId(id),
  });
}
