import type { PublicLeaguePage, PublicLeaguePageUpdate } from '@app/contracts';
import { type Database, publicLeaguePages } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { conflict, unprocessable } from '../../http/http-error.ts';
import { findLeaguePageForUpdate } from './find-league-page.ts';
import { leagueSeasons } from './league-seasons.ts';
import { presentLeaguePage } from './present-public-webpage.ts';

/** What a league page without a season answers (the settings page shows it under the picker). */
export const SELECT_SEASON_FIRST = 'please select a season first';

/**
 * `PATCH /api/public_league_pages/{slug}`: the season the page shows, its slug and whether it is displayed
 * (docs/public-site.md#league-pages). The season must be one of the league's (422 `season_id`), and a page
 * keeps one (422 `season_id`: please select a season first); a slug another league of the organisation
 * holds is 409.
 */
export async function updateLeaguePage(
  db: Database,
  params: { organizationId: string; slug: string; changes: PublicLeaguePageUpdate },
): Promise<PublicLeaguePage> {
  const { organizationId, changes } = params;
  return db.transaction(async (tx) => {
    const { page, name } = await findLeaguePageForUpdate(tx, params);
    const seasons = await leagueSeasons(tx, { organizationId, leagueId: page.leagueId });
    const seasonId = changes.season_id === undefined ? page.seasonId : changes.season_id;
    if (seasonId === null) throw unprocessable('season_id', SELECT_SEASON_FIRST);
    if (!seasons.some((s) => s.id === seasonId))
      throw unprocessable('season_id', 'is not a season of this league');
    const slug = changes.slug ?? page.slug;
    if (slug !== page.slug) {
      const [holder] = await tx
        .select({ id: publicLeaguePages.id })
        .from(publicLeaguePages)
        .where(
          and(
            eq(publicLeaguePages.organizationId, organizationId),
            eq(publicLeaguePages.slug, slug),
            ne(publicLeaguePages.id, page.id),
          ),
        );
      if (holder) throw conflict('slug', 'is already taken by another league');
    }
    const [updated] = await tx
      .update(publicLeaguePages)
      .set({ seasonId, slug, ...(changes.display === undefined ? {} : { display: changes.display }) })
      .where(eq(publicLeaguePages.id, page.id))
      .returning();
    return presentLeaguePage(updated ?? page, { name, seasons });
  });
}
