import type { OrganizationUserUpdateInput } from '@app/contracts';
import { isOwnerRole } from '@app/contracts';
import { type Database, type MembershipRow, memberships, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findMembership } from './find-membership.ts';

/**
 * Changes a member's role to admin (2) or user (3) (its route declares `manager`). The owner's role never changes
 * (422 on `role`), so every organisation keeps its one owner.
 */
export async function updateMembership(params: {
  db: Database;
  organizationId: string;
  membershipId: string;
  input: OrganizationUserUpdateInput;
}): Promise<{ membership: MembershipRow; user: UserRow }> {
  const target = await findMembership(params);
  if (isOwnerRole(target.role)) throw unprocessable('role', 'of the owner cannot be changed');
  const [updated] = await params.db
    .update(memberships)
    .set({ role: params.input.role })
    .where(eq(memberships.id, target.id))
    .returning();
  const [user] = await params.db.select().from(users).where(eq(users.id, target.userId)).limit(1);
  if (!updated || !user) throw new Error('membership vanished during update');
  return { membership: updated, user };
}
