import type { PublicSections } from '@app/contracts';
import { publicLeaguePath } from '@app/contracts';

/** A section of a league's public site, by its path below the league page. */
export const SITE_SECTIONS = ['schedules', 'scores', 'standings', 'teams'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** The header's and footer's label key of each section, written in full for the catalog checks. */
export const SECTION_LABELS: Record<SiteSection, string> = {
  schedules: 'publicSite.nav.schedules',
  scores: 'publicSite.nav.scores',
  standings: 'publicSite.nav.standings',
  teams: 'publicSite.nav.teams',
};

/** The sections a site shows, in the menu's order: only those switched on (docs/public-site.md). */
export function shownSections(sections: PublicSections): SiteSection[] {
  return SITE_SECTIONS.filter((section) => sections[section]);
}

/** The path of a page of a league's site: its home, a section or a team. */
export function sitePath(orgSlug: string, leagueSlug: string, page?: SiteSection | { team: string }): string {
  const base = publicLeaguePath(orgSlug, leagueSlug);
  if (page === undefined) return base;
  if (typeof page === 'string') return `${base}/${page}`;
  return `${base}/teams/${encodeURIComponent(page.team)}`;
}
