/**
 * The page paths of the public league website (docs/public-site.md): `/public/{domain}…` and
 * `/leagues/{org slug}/{league slug}…`. The server answers them with the public site's own HTML entry, so a
 * family's phone never loads the admin app; `/leagues` and `/leagues/{id}` (one segment) stay the admin
 * app's pages.
 */
export function isPublicSitePath(pathname: string): boolean {
  return /^\/public\/[^/]+(\/|$)/.test(pathname) || /^\/leagues\/[^/]+\/[^/]+(\/|$)/.test(pathname);
}

/** The league page's path for an organisation slug and a league slug. */
export function publicLeaguePath(orgSlug: string, leagueSlug: string): string {
  return `/leagues/${encodeURIComponent(orgSlug)}/${encodeURIComponent(leagueSlug)}`;
}
