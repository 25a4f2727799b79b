import { type Database, type StandingsAdjustmentRow, standingsAdjustments, type Transaction } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';

/** A season's point adjustments, oldest first (the order they are listed under the table). */
export function listAdjustments(
  db: Database | Transaction,
  params: { organizationId: string; seasonId: string },
): Promise<StandingsAdjustmentRow[]> {
  return db
    .select()
    .from(standingsAdjustments)
    .where(
      and(
        eq(standingsAdjustments.seasonId, params.seasonId),
        eq(standingsAdjustments.organizationId, params.organizationId),
      ),
    )
    .orderBy(asc(standingsAdjustments.createdAt), asc(standingsAdjustments.id));
}
