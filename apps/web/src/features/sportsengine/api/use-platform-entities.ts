import { PlatformEntityListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath, hasId } from '../../../lib/api-path.ts';

/**
 * The platform's sites, leagues, seasons and subseasons for the import screens (docs/sportsengine.md#importing),
 * each asked once its parent is chosen. A failure is not retried: the page shows the reconnect alert at once.
 */
function usePlatformList(key: readonly string[], path: string | null) {
  return useQuery({
    queryKey: ['sportsengine', ...key],
    queryFn: async () => (await api.get(path ?? '', PlatformEntityListSchema)).items,
    enabled: path !== null,
    retry: false,
  });
}

const under = (id: string | null, build: (id: string) => string) => (hasId(id) ? build(id) : null);

export const useSites = () => usePlatformList(['sites'], '/api/sportsengine/sites');
export const useLeagues = (siteId: string | null) =>
  usePlatformList(
    ['sites', siteId ?? '', 'leagues'],
    under(siteId, (id) => apiPath`/api/sportsengine/sites/${id}/leagues`),
  );
export const useSeasons = (leagueId: string | null) =>
  usePlatformList(
    ['leagues', leagueId ?? '', 'seasons'],
    under(leagueId, (id) => apiPath`/api/sportsengine/leagues/${id}/seasons`),
  );
export const useSubseasons = (seasonId: string | null) =>
  usePlatformList(
    ['seasons', seasonId ?? '', 'subseasons'],
    under(seasonId, (id) => apiPath`/api/sportsengine/seasons/${id}/subseasons`),
  );
export const useSitesBeta = () => usePlatformList(['sites_beta'], '/api/sportsengine/sites_beta');
export const useSeasonsBeta = (siteId: string | null) =>
  usePlatformList(
    ['sites', siteId ?? '', 'seasons_beta'],
    under(siteId, (id) => apiPath`/api/sportsengine/sites/${id}/seasons_beta`),
  );
