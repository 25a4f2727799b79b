import { SportsengineStatusSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useCurrentUser } from '../lib/session.ts';

/**
 * The current organisation's SportsEngine connection (docs/sportsengine.md#connecting). Asked only while
 * signed in, as the route answers 401 otherwise; several features read it (the hub, import, export, the
 * external-id fields, the first-run dashboard); `enabled: false` skips asking.
 */
export function useSportsengineStatus({ enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = Boolean(useCurrentUser().data);
  return useQuery({
    queryKey: queryKeys.sportsengineStatus,
    queryFn: () => api.get('/api/sportsengine', SportsengineStatusSchema),
    enabled: signedIn && enabled,
    staleTime: 60_000,
  });
}

/**
 * Whether the SportsEngine id and mapping-code fields show (docs/sportsengine.md#external-ids): only when the
 * organisation is connected, and never in Japanese, where SportsEngine is not offered.
 */
export function useShowsPlatformIds(): boolean {
  const { i18n } = useTranslation();
  const status = useSportsengineStatus();
  return i18n.language !== 'ja' && status.data?.connected === true;
}
