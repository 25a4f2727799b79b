import {
  type Database,
  leagues,
  type PublicLeaguePageRow,
  publicLeaguePages,
  type Transaction,
} from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { freeSlug, slugFromName } from './slugs.ts';

/**
 * The public pages of every league of the organisation, oldest league first, writing the missing ones
 * unpublished with a slug from the league's name, unique within the organisation
 * (docs/public-site.md#league-pages). A page written at the same moment by another request is kept.
 */
export async function ensureLeaguePages(
  db: Database | Transaction,
  organizationId: string,
): Promise<{ page: PublicLeaguePageRow; name: string }[]> {
  const read = () =>
    db
      .select({ league: { id: leagues.id, name: leagues.name }, page: publicLeaguePages })
      .from(leagues)
      .leftJoin(publicLeaguePages, eq(publicLeaguePages.leagueId, leagues.id))
      .where(eq(leagues.organizationId, organizationId))
      .orderBy(asc(leagues.createdAt), asc(leagues.id));
  const rows = await read();
  const missing = rows.filter((row) => row.page === null);
  if (missing.length === 0)
    return rows.map((row) => ({ page: row.page as PublicLeaguePageRow, name: row.league.name }));
  const taken = new Set(rows.flatMap((row) => (row.page ? [row.page.slug] : [])));
  const values = missing.map(({ league }) => {
    const slug = freeSlug(slugFromName(league.name, 'league'), taken);
    taken.add(slug);
    return { organizationId, leagueId: league.id, slug };
  });
  // Nothing on a conflict: a page another request wrote meanwhile stands, and the next read writes again
  // what lost a slug race.
  await db.insert(publicLeaguePages).values(values).onConflictDoNothing();
  return (await read()).flatMap((row) => (row.page ? [{ page: row.page, name: row.league.name }] : []));
}
