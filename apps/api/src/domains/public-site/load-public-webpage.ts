import { type PublicWebpage, resolveCurrentSeason } from '@app/contracts';
import { currentSelections, type Database, seasons } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';
import { ensureLeaguePages } from './ensure-league-pages.ts';
import { ensurePublicWebpage } from './ensure-public-webpage.ts';
import { logoUrlOf } from './logo-url.ts';
import { presentLeaguePage, presentPublicWebpage } from './present-public-webpage.ts';

/**
 * `GET /api/public_webpage`: the organisation's public site settings (written with the defaults on the first
 * read), with the public page of the caller's current league (docs/leagues.md, current season): the league
 * the header's picker shows, else the first league; null when the organisation has no league.
 */
export async function loadPublicWebpage(
  db: Database,
  params: { organizationId: string; userId: string },
): Promise<PublicWebpage> {
  const { organizationId } = params;
  const webpage = await ensurePublicWebpage(db, organizationId);
  const pages = await ensureLeaguePages(db, organizationId);
  const [seasonRows, [selection]] = await Promise.all([
    db
      .select({ id: seasons.id, name: seasons.name, leagueId: seasons.leagueId })
      .from(seasons)
      .where(eq(seasons.organizationId, organizationId))
      .orderBy(asc(seasons.createdAt), asc(seasons.id)),
    db
      .select({ league_id: currentSelections.leagueId, season_id: currentSelections.seasonId })
      .from(currentSelections)
      .where(
        and(
          eq(currentSelections.userId, params.userId),
          eq(currentSelections.organizationId, organizationId),
        ),
      ),
  ]);
  const seasonsOf = (leagueId: string) =>
    seasonRows.filter((s) => s.leagueId === leagueId).map(({ id, name }) => ({ id, name }));
  const leagues = pages.map(({ page }) => ({ id: page.leagueId, seasons: seasonsOf(page.leagueId) }));
  const stored = selection?.league_id && selection.season_id ? selection : null;
  const current = resolveCurrentSeason(leagues, stored as { league_id: string; season_id: string } | null);
  const chosen = pages.find(({ page }) => page.leagueId === current?.league_id) ?? pages[0];
  return presentPublicWebpage(
    webpage,
    logoUrlOf(webpage.logoKey),
    chosen
      ? presentLeaguePage(chosen.page, { name: chosen.name, seasons: seasonsOf(chosen.page.leagueId) })
      : null,
  );
}
