import { type Database, divisions } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * Deletes a division with its teams (and their people links, home venues and constraints) and any
 * across-division built from it: foreign keys cascade. 404 when missing or another organisation's.
 */
export async function deleteDivision(params: {
  db: Database;
  organizationId: string;
  divisionId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(divisions)
    .where(and(eq(divisions.id, params.divisionId), eq(divisions.organizationId, params.organizationId)))
    .returning({ id: divisions.id });
  if (deleted.length === 0) throw notFound();
}
