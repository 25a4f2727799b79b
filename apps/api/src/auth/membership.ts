import { type Database, type MembershipRow, memberships, type OrganizationRow, organizations } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { forbidden, notFound } from '../http/http-error.ts';

/** True for the roles that manage an organisation's users and settings: owner (1) and admin (2). */
export const canManage = (role: number): boolean => role === 1 || role === 2;

/** An organisation seen through the caller's membership of it. */
export interface MembershipAccess {
  membership: MembershipRow;
  organization: OrganizationRow;
}

/**
 * The caller's membership of `organizationId`. 404 when the caller does not belong to it (another
 * organisation's ids must look like missing ones); 403 when `manage` is asked and the role is user (3).
 */
export async function requireMembership(
  db: Database,
  params: { userId: string; organizationId: string; manage?: boolean },
): Promise<MembershipAccess> {
  const [row] = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, params.userId), eq(memberships.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  if (params.manage && !canManage(row.membership.role)) throw forbidden();
  return row;
}
