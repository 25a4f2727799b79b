import type { PublicLeaguePage } from '@app/contracts';
import { type Database, publicLeaguePages } from '@app/db';
import { eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findLeaguePageForUpdate } from './find-league-page.ts';
import { leagueSeasons } from './league-seasons.ts';
import { presentLeaguePage } from './present-public-webpage.ts';
import { SELECT_SEASON_FIRST } from './update-league-page.ts';

/**
 * `POST /api/public_league_pages/{slug}/toggle_published`: publishes an unpublished page (it needs a season,
 * 422 `season_id`) or unpublishes a published one. Every public read checks `published` in the database on
 * each request, so the change reaches every visitor on their next request (docs/public-site.md#publishing).
 */
export async function toggleLeaguePage(
  db: Database,
  params: { organizationId: string; slug: string },
): Promise<PublicLeaguePage> {
  return db.transaction(async (tx) => {
    const { page, name } = await findLeaguePageForUpdate(tx, params);
    if (!page.published && page.seasonId === null) throw unprocessable('season_id', SELECT_SEASON_FIRST);
    const [updated] = await tx
      .update(publicLeaguePages)
      .set({ published: !page.published })
      .where(eq(publicLeaguePages.id, page.id))
      .returning();
    const seasons = await leagueSeasons(tx, {
      organizationId: params.organizationId,
      leagueId: page.leagueId,
    });
    return presentLeaguePage(updated ?? page, { name, seasons });
  });
}
