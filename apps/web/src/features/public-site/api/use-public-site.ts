import {
  PublicDivisionsSchema,
  PublicLeagueSiteSchema,
  PublicScoresSchema,
  PublicTeamSchema,
  StandingsSchema,
  WebpageByDomainSchema,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath, hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Which organisation site and league page `/public/{domain}` stands for; 404 when none is published. */
export function useWebpageByDomain(domain: string) {
  return useQuery({
    queryKey: ['public_site', 'domain', domain],
    queryFn: () => api.get(`/api/webpage_by_domain?url=${encodeURIComponent(domain)}`, WebpageByDomainSchema),
    enabled: hasId(domain),
  });
}

/**
 * A published league's site: header, home text, season shown and the sections switched on. Every page load
 * revalidates it past the browser's short cache (a 304 when unchanged), so an unpublished site is gone at
 * once and switched-off sections too (docs/public-site.md#caching).
 */
export function usePublicSite(orgSlug: string, leagueSlug: string) {
  return useQuery({
    queryKey: queryKeys.publicSite(orgSlug, leagueSlug),
    queryFn: () =>
      api.get(apiPath`/api/public_league_pages/${orgSlug}/${leagueSlug}`, PublicLeagueSiteSchema, {
        revalidate: true,
      }),
    enabled: hasId(orgSlug) && hasId(leagueSlug),
  });
}

/** The shown season's divisions, teams and placed games. */
export function usePublicDivisions(seasonId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.publicDivisions(seasonId ?? ''),
    queryFn: () => api.get(apiPath`/api/public_divisions/${seasonId}`, PublicDivisionsSchema),
    enabled: hasId(seasonId),
  });
}

/** The shown season's non-practice games with their scores. */
export function usePublicScores(seasonId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.publicScores(seasonId ?? ''),
    queryFn: () => api.get(apiPath`/api/public_scores/${seasonId}`, PublicScoresSchema),
    enabled: hasId(seasonId),
  });
}

/** The shown season's standings tables: the league's, each division's and each conference's. */
export function usePublicStandings(seasonId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.publicStandings(seasonId ?? ''),
    queryFn: () => api.get(apiPath`/api/public_standings/${seasonId}`, StandingsSchema),
    enabled: hasId(seasonId),
  });
}

/** One team's page: its games newest first and its roster when rosters are shown. */
export function usePublicTeam(teamId: string) {
  return useQuery({
    queryKey: queryKeys.publicTeam(teamId),
    queryFn: () => api.get(apiPath`/api/public_teams/${teamId}`, PublicTeamSchema),
    enabled: hasId(teamId),
  });
}
