import {
  type Database,
  invitations,
  memberships,
  type OrganizationRow,
  organizations,
  type UserRow,
  users,
} from '@app/db';
import { eq } from 'drizzle-orm';
import { forbidden } from '../../http/http-error.ts';
import { findInvitation } from './find-invitation.ts';

/**
 * Joins the invited organisation with the invited role and makes it current, then deletes the invitation (one
 * use). The signed-in user's email must be the invited one (403 otherwise); a user who is already a member keeps
 * their role. Token rules as {@link findInvitation}.
 */
export async function acceptInvitation(params: {
  db: Database;
  user: UserRow;
  invitationId: string;
  token: string;
}): Promise<{ organization: OrganizationRow; role: number }> {
  const { invitation } = await findInvitation(params);
  if (invitation.email !== params.user.email)
    throw forbidden('This invitation was sent to another email address');
  return params.db.transaction(async (tx) => {
    const [membership] = await tx
      .insert(memberships)
      .values({ userId: params.user.id, organizationId: invitation.organizationId, role: invitation.role })
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.organizationId],
        set: { userId: params.user.id },
      })
      .returning();
    await tx
      .update(users)
      .set({ currentOrganizationId: invitation.organizationId })
      .where(eq(users.id, params.user.id));
    await tx.delete(invitations).where(eq(invitations.id, invitation.id));
    const [organization] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, invitation.organizationId))
      .limit(1);
    if (!membership || !organization) throw new Error('organisation vanished during acceptance');
    return { organization, role: membership.role };
  });
}
