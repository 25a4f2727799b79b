import { isOwnerRole } from '@app/contracts';
import { type Database, memberships, type UserRow } from '@app/db';
import { and, eq } from 'drizzle-orm';

/** True when the user owns their current organisation: the `org_owner` flag of the user view. */
export async function isOrganizationOwner(db: Database, user: UserRow): Promise<boolean> {
  if (!user.currentOrganizationId) return false;
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, user.currentOrganizationId)))
    .limit(1);
  return row !== undefined && isOwnerRole(row.role);
}
