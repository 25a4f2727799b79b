import { type Database, type SeasonRow, seasons, type Transaction } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** A season of the organisation; 404 when missing or another organisation's (ids must not leak). */
export async function findSeason(
  db: Database | Transaction,
  params: { organizationId: string; seasonId: string },
): Promise<SeasonRow> {
  const [season] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.id, params.seasonId), eq(seasons.organizationId, params.organizationId)))
    .limit(1);
  if (!season) throw notFound();
  return season;
}
