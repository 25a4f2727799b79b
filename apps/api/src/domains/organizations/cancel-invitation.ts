import { type Database, invitations } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * Deletes a pending invitation of the organisation the route acts in (its route declares `manager`), so its
 * link stops working; 404 when there is none.
 */
export async function cancelInvitation(params: {
  db: Database;
  organizationId: string;
  invitationId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(invitations)
    .where(
      and(eq(invitations.id, params.invitationId), eq(invitations.organizationId, params.organizationId)),
    )
    .returning({ id: invitations.id });
  if (deleted.length === 0) throw notFound();
}
