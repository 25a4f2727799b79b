import {
  type Database,
  type InvitationRow,
  invitations,
  type MembershipRow,
  memberships,
  type UserRow,
  users,
} from '@app/db';
import { asc, eq } from 'drizzle-orm';

/** Members and pending invitations of one organisation. */
export interface OrganizationUsers {
  members: { membership: MembershipRow; user: UserRow }[];
  invitations: InvitationRow[];
}

/**
 * The organisation page's users table: members by role then join date, then pending invitations. Any member may
 * read it (the route declares `member` of the path's organisation), as the page shows it to users (3)
 * read-only; changing it is for owners and admins.
 */
export async function listOrganizationUsers(
  db: Database,
  organizationId: string,
): Promise<OrganizationUsers> {
  const members = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.role), asc(memberships.createdAt));
  const pending = await db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(asc(invitations.createdAt));
  return { members, invitations: pending };
}
