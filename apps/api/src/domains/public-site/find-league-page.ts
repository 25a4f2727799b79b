import {
  type Database,
  leagues,
  type PublicLeaguePageRow,
  publicLeaguePages,
  type Transaction,
} from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** A league page of the organisation by its slug, locked for the change; 404 for another organisation's. */
export async function findLeaguePageForUpdate(
  tx: Database | Transaction,
  params: { organizationId: string; slug: string },
): Promise<{ page: PublicLeaguePageRow; name: string }> {
  const [row] = await tx
    .select({ page: publicLeaguePages, name: leagues.name })
    .from(publicLeaguePages)
    .innerJoin(leagues, eq(leagues.id, publicLeaguePages.leagueId))
    .where(
      and(
        eq(publicLeaguePages.organizationId, params.organizationId),
        eq(publicLeaguePages.slug, params.slug),
      ),
    )
    .for('update', { of: publicLeaguePages });
  if (!row) throw notFound();
  return row;
}
