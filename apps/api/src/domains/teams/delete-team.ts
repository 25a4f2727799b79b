import { type Database, teams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * Deletes a team with its people links, home venues and constraints, including other teams' "cannot play"
 * constraints that name it (foreign keys cascade). 404 when missing or another organisation's.
 */
export async function deleteTeam(params: {
  db: Database;
  organizationId: string;
  teamId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(teams)
    .where(and(eq(teams.id, params.teamId), eq(teams.organizationId, params.organizationId)))
    .returning({ id: teams.id });
  if (deleted.length === 0) throw notFound();
}
