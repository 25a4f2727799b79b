import type { PublicLeagueSite } from '@app/contracts';
import { type Database, leagues, organizations, publicLeaguePages, publicWebpages } from '@app/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { findPublishedSeason } from './find-published-season.ts';
import { logoUrlOf } from './logo-url.ts';

/** Which league page: by the organisation's and the league's slugs, or by the league's id. */
export type LeagueSiteKey = { orgSlug: string; leagueSlug: string } | { leagueId: string };

/**
 * A published league's public site (docs/public-site.md#the-league-site): the organisation's header and
 * home text, the league, the season shown, the sections switched on, and the organisation's other
 * published, displayed leagues for the menu. 404 for an unknown or unpublished page, saying nothing more.
 */
export async function loadPublicLeagueSite(db: Database, key: LeagueSiteKey): Promise<PublicLeagueSite> {
  const [page] = await db
    .select({ seasonId: publicLeaguePages.seasonId, organizationName: organizations.name })
    .from(publicLeaguePages)
    .innerJoin(publicWebpages, eq(publicWebpages.organizationId, publicLeaguePages.organizationId))
    .innerJoin(organizations, eq(organizations.id, publicLeaguePages.organizationId))
    .where(
      and(
        eq(publicLeaguePages.published, true),
        'leagueId' in key
          ? eq(publicLeaguePages.leagueId, key.leagueId)
          : and(eq(publicWebpages.slug, key.orgSlug), eq(publicLeaguePages.slug, key.leagueSlug)),
      ),
    )
    .limit(1);
  if (!page?.seasonId) throw notFound();
  const published = await findPublishedSeason(db, page.seasonId);
  const { webpage } = published;
  const listed = await db
    .select({ name: leagues.name, slug: publicLeaguePages.slug })
    .from(publicLeaguePages)
    .innerJoin(leagues, eq(leagues.id, publicLeaguePages.leagueId))
    .where(
      and(
        eq(publicLeaguePages.organizationId, published.organizationId),
        eq(publicLeaguePages.published, true),
        eq(publicLeaguePages.display, true),
        isNotNull(publicLeaguePages.seasonId),
      ),
    )
    .orderBy(asc(leagues.createdAt), asc(leagues.id));
  return {
    organization: {
      name: page.organizationName,
      slug: webpage.slug,
      logo_url: logoUrlOf(webpage.logoKey),
      home_text: webpage.homeText,
    },
    league: published.league,
    season: published.season,
    sections: published.sections,
    leagues: listed,
  };
}
