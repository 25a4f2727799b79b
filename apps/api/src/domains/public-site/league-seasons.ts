import { type Database, seasons, type Transaction } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';

/** A league's seasons, oldest first, as the league page's season picker lists them. */
export function leagueSeasons(
  db: Database | Transaction,
  params: { organizationId: string; leagueId: string },
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(and(eq(seasons.organizationId, params.organizationId), eq(seasons.leagueId, params.leagueId)))
    .orderBy(asc(seasons.createdAt), asc(seasons.id));
}
