import { type Database, leagues } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * Deletes a league with everything under it (foreign keys cascade from seasons down to timeslots). Users whose
 * current league it was fall back to the first league on their next GET /api/leagues.
 */
export async function deleteLeague(params: {
  db: Database;
  organizationId: string;
  leagueId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(leagues)
    .where(and(eq(leagues.id, params.leagueId), eq(leagues.organizationId, params.organizationId)))
    .returning({ id: leagues.id });
  if (deleted.length === 0) throw notFound();
}
