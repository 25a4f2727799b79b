import { isOwnerRole, isPaidPlan } from '@app/contracts';
import { type Database, memberships, organizations, type UserRow } from '@app/db';
import { and, eq } from 'drizzle-orm';

/** What the user view tells of the user's current organisation (docs/users.md, docs/billing.md). */
export interface UserStanding {
  /** The user owns their current organisation: `org_owner`. */
  isOrgOwner: boolean;
  /** Their current organisation is on a paid plan: `upgraded` (the upgrade belongs to the organisation). */
  upgraded: boolean;
}

/** The user's role in and the plan of their current organisation, in one query. */
export async function loadUserStanding(db: Database, user: UserRow): Promise<UserStanding> {
  if (!user.currentOrganizationId) return { isOrgOwner: false, upgraded: false };
  const [row] = await db
    .select({ role: memberships.role, plan: organizations.plan })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, user.currentOrganizationId)))
    .limit(1);
  if (!row) return { isOrgOwner: false, upgraded: false };
  return { isOrgOwner: isOwnerRole(row.role), upgraded: isPaidPlan(row.plan) };
}
