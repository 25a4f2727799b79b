import { ROLES } from '@app/contracts';
import { invitations, memberships, type Transaction } from '@app/db';
import { and, eq, inArray, ne } from 'drizzle-orm';

/**
 * What the owner of an unconfirmed account never agreed to (docs/users.md, "First reset of an unconfirmed
 * account"): anyone can sign up with an address they do not own and invite their own account into the
 * organisations it owns. When the mailbox's owner first proves the address (a password reset, or a sign-in
 * with SportsEngine, which verified it), every other member of those organisations is removed and their pending
 * invitations deleted. Runs inside the caller's transaction; answers how many members it removed.
 */
export async function removeUnprovenMembers(tx: Transaction, userId: string): Promise<number> {
  const owned = tx
    .select({ id: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, ROLES.owner)));
  const removed = await tx
    .delete(memberships)
    .where(and(inArray(memberships.organizationId, owned), ne(memberships.userId, userId)))
    .returning({ id: memberships.id });
  await tx.delete(invitations).where(inArray(invitations.organizationId, owned));
  return removed.length;
}
