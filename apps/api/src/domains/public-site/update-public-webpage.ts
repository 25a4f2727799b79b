import type { PublicWebpageUpdate } from '@app/contracts';
import { type Database, type PublicWebpageRow, publicWebpages } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { sanitizeHomeText } from './sanitize-home-text.ts';

/**
 * `PATCH /api/public_webpages/{id}`: any of the settings, in one transaction (docs/public-site.md#settings).
 * The slug may be chosen once: the first change claims it (`slug_claimed`), a later different one is 422;
 * a slug another organisation holds is 409. The home text is sanitised before it is stored. `storeLogo`
 * keeps an uploaded logo in the uploads store once every other rule has passed, and answers its key; its
 * refusals (413, 415, 422 naming `logo`) leave the settings as they were.
 */
export async function updatePublicWebpage(
  db: Database,
  params: {
    organizationId: string;
    webpageId: string;
    changes: PublicWebpageUpdate;
    storeLogo?: (() => Promise<string>) | undefined;
  },
): Promise<PublicWebpageRow> {
  const { changes } = params;
  return db.transaction(async (tx) => {
    const [webpage] = await tx
      .select()
      .from(publicWebpages)
      .where(
        and(
          eq(publicWebpages.id, params.webpageId),
          eq(publicWebpages.organizationId, params.organizationId),
        ),
      )
      .for('update');
    if (!webpage) throw notFound();
    const slugChanges = changes.slug !== undefined && changes.slug !== webpage.slug;
    if (slugChanges) {
      if (webpage.slugClaimed) throw unprocessable('slug', 'can only be changed once');
      const [holder] = await tx
        .select({ id: publicWebpages.id })
        .from(publicWebpages)
        .where(and(eq(publicWebpages.slug, changes.slug as string), ne(publicWebpages.id, webpage.id)));
      if (holder) throw conflict('slug', 'is already taken');
    }
    const logoKey = params.storeLogo ? await params.storeLogo() : undefined;
    const values = {
      ...(slugChanges ? { slug: changes.slug, slugClaimed: true } : {}),
      ...(changes.home_text === undefined ? {} : { homeText: await sanitizeHomeText(changes.home_text) }),
      ...(changes.show_standings_page === undefined
        ? {}
        : { showStandingsPage: changes.show_standings_page }),
      ...(changes.show_teams_page === undefined ? {} : { showTeamsPage: changes.show_teams_page }),
      ...(changes.show_schedules_page === undefined
        ? {}
        : { showSchedulesPage: changes.show_schedules_page }),
      ...(changes.show_scores_page === undefined ? {} : { showScoresPage: changes.show_scores_page }),
      ...(changes.show_rosters_page === undefined ? {} : { showRostersPage: changes.show_rosters_page }),
      ...(changes.roster_names === undefined ? {} : { rosterNames: changes.roster_names }),
      ...(logoKey === undefined ? {} : { logoKey }),
    };
    // A request that changes nothing (the slug sent again as it is) writes nothing.
    if (Object.keys(values).length === 0) return webpage;
    const [updated] = await tx
      .update(publicWebpages)
      .set(values)
      .where(eq(publicWebpages.id, webpage.id))
      .returning();
    return updated as PublicWebpageRow;
  });
}
