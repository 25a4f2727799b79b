import { SportsengineStatusSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * Whether SportsEngine is set up on this server and the current organisation connected (`GET /api/sportsengine`,
 * docs/sportsengine.md): the dashboard's first-run choice and the SportsEngine pages read it.
 */
export function useSportsengineStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['sportsengine', 'status'],
    queryFn: () => api.get('/api/sportsengine', SportsengineStatusSchema),
    enabled,
  });
}
