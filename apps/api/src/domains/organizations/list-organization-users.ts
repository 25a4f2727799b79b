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
import { requireMembership } from '../../auth/membership.ts';

/** Members and pending invitations of one organisation. */
export interface OrganizationUsers {
  members: { membership: MembershipRow; user: UserRow }[];
  invitations: InvitationRow[];
}

/**
 * The organisation page's users table: members by role then join date, then pending invitations. Any member may
 * read it, as the page shows it to users (3) read-only; changing it is owner or admin only. 404 for an
 * organisation not the caller's.
 */
export async function listOrganizationUsers(params: {
  db: Database;
  userId: string;
  organizationId: string;
}): Promise<OrganizationUsers> {
  await requireMembership(params.db, { userId: params.userId, organizationId: params.organizationId });
  const members = await params.db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, params.organizationId))
    .orderBy(asc(memberships.role), asc(memberships.createdAt));
  const pending = await params.db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, params.organizationId))
    .orderBy(asc(invitations.createdAt));
  return { members, invitations: pending };
}
