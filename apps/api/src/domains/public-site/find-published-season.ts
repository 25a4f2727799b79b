import type { Locale, PublicSections, RosterNames } from '@app/contracts';
import {
  type Database,
  leagues,
  type PublicWebpageRow,
  publicLeaguePages,
  publicWebpages,
  seasons,
} from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** A season some league page publishes, with what its site lets anyone read. */
export interface PublishedSeason {
  organizationId: string;
  season: { id: string; name: string; timezone: string };
  league: { id: string; name: string; slug: string; language: Locale };
  webpage: PublicWebpageRow;
  sections: PublicSections;
  rosterNames: RosterNames;
}

/** Which sections a site shows; rosters only beside team pages, where they are listed. */
export function sectionsOf(webpage: PublicWebpageRow): PublicSections {
  return {
    standings: webpage.showStandingsPage,
    schedules: webpage.showSchedulesPage,
    scores: webpage.showScoresPage,
    teams: webpage.showTeamsPage,
    rosters: webpage.showTeamsPage && webpage.showRostersPage,
  };
}

/**
 * The published league page showing `seasonId`, read afresh on every request (nothing is cached, so an
 * unpublish takes effect at once). 404, saying nothing more, for any season no published page shows: unknown,
 * unpublished, another season of the league, or a page without its organisation's site settings.
 */
export async function findPublishedSeason(db: Database, seasonId: string): Promise<PublishedSeason> {
  const [row] = await db
    .select({
      season: { id: seasons.id, name: seasons.name, timezone: seasons.timezone },
      league: {
        id: leagues.id,
        name: leagues.name,
        slug: publicLeaguePages.slug,
        language: leagues.language,
      },
      webpage: publicWebpages,
    })
    .from(publicLeaguePages)
    .innerJoin(seasons, eq(seasons.id, publicLeaguePages.seasonId))
    .innerJoin(leagues, eq(leagues.id, publicLeaguePages.leagueId))
    .innerJoin(publicWebpages, eq(publicWebpages.organizationId, publicLeaguePages.organizationId))
    .where(and(eq(publicLeaguePages.seasonId, seasonId), eq(publicLeaguePages.published, true)))
    .limit(1);
  if (!row) throw notFound();
  return {
    organizationId: row.webpage.organizationId,
    season: row.season,
    // The site opens in the league's language (docs/leagues.md#language).
    league: { ...row.league, language: row.league.language as Locale },
    webpage: row.webpage,
    sections: sectionsOf(row.webpage),
    rosterNames: row.webpage.rosterNames as RosterNames,
  };
}

/** 404 unless the site shows `section`: a switched-off page answers like a missing one. */
export function requireSection(published: PublishedSeason, section: keyof PublicSections): void {
  if (!published.sections[section]) throw notFound();
}
