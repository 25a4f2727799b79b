import { type Database, seasons } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * Deletes a season with its divisions, teams, people, venues and timeslots (foreign keys cascade). Users
 * whose current season it was fall back to the first league and its first season.
 */
export async function deleteSeason(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(seasons)
    .where(and(eq(seasons.id, params.seasonId), eq(seasons.organizationId, params.organizationId)))
    .returning({ id: seasons.id });
  if (deleted.length === 0) throw notFound();
}
