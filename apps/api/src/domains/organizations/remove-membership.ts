import { isOwnerRole } from '@app/contracts';
import { type Database, memberships, users } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findMembership } from './find-membership.ts';

/**
 * Removes a member (its route declares `manager`), never the owner (422 on `base`). A removed user whose current
 * organisation this was falls back to one they still belong to, preferring one they own.
 */
export async function removeMembership(params: {
  db: Database;
  organizationId: string;
  membershipId: string;
}): Promise<void> {
  const target = await findMembership(params);
  if (isOwnerRole(target.role)) throw unprocessable('base', 'The owner cannot be removed');
  await params.db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, target.id));
    const [fallback] = await tx
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, target.userId))
      .orderBy(asc(memberships.role), asc(memberships.createdAt))
      .limit(1);
    await tx
      .update(users)
      .set({ currentOrganizationId: fallback?.organizationId ?? null })
      .where(and(eq(users.id, target.userId), eq(users.currentOrganizationId, target.organizationId)));
  });
}
