import { type Database, invitations } from '@app/db';
import { eq } from 'drizzle-orm';
import { requireMembership } from '../../auth/membership.ts';
import { notFound } from '../../http/http-error.ts';

/** Deletes a pending invitation, so its link stops working; owner or admin of its organisation only. */
export async function cancelInvitation(params: {
  db: Database;
  callerId: string;
  invitationId: string;
}): Promise<void> {
  const [invitation] = await params.db
    .select()
    .from(invitations)
    .where(eq(invitations.id, params.invitationId))
    .limit(1);
  if (!invitation) throw notFound();
  await requireMembership(params.db, {
    userId: params.callerId,
    organizationId: invitation.organizationId,
    manage: true,
  });
  await params.db.delete(invitations).where(eq(invitations.id, invitation.id));
}
