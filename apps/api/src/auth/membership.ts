import { type Database, type MembershipRow, memberships, type OrganizationRow, organizations } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../http/http-error.ts';

/** An organisation seen through the caller's membership of it. */
export interface MembershipAccess {
  membership: MembershipRow;
  organization: OrganizationRow;
}

/**
 * The caller's membership of `organizationId`. 404 when the caller does not belong to it (another
 * organisation's ids must look like missing ones); what the role allows is the access hook's to check.
 */
export async function requireMembership(
  db: Database,
  params: { userId: string; organizationId: string },
): Promise<MembershipAccess> {
  const [row] = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, params.userId), eq(memberships.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
