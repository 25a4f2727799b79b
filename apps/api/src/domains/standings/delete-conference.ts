import { conferences, type Database } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** `DELETE /api/conferences/{id}`: the conference and its team list (the teams stay). 404 when not found. */
export async function deleteConference(params: {
  db: Database;
  organizationId: string;
  conferenceId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(conferences)
    .where(
      and(eq(conferences.id, params.conferenceId), eq(conferences.organizationId, params.organizationId)),
    )
    .returning({ id: conferences.id });
  if (deleted.length === 0) throw notFound();
}
