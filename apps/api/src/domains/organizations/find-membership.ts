import { type Database, type MembershipRow, memberships } from '@app/db';
import { eq } from 'drizzle-orm';
import { requireMembership } from '../../auth/membership.ts';
import { notFound } from '../../http/http-error.ts';

/**
 * A membership row the caller may manage: it exists and the caller is owner or admin of its organisation.
 * 404 when the row is missing or in an organisation the caller does not belong to; 403 for a user-role caller.
 */
export async function findManagedMembership(params: {
  db: Database;
  callerId: string;
  membershipId: string;
}): Promise<MembershipRow> {
  const [target] = await params.db
    .select()
    .from(memberships)
    .where(eq(memberships.id, params.membershipId))
    .limit(1);
  if (!target) throw notFound();
  await requireMembership(params.db, {
    userId: params.callerId,
    organizationId: target.organizationId,
    manage: true,
  });
  return target;
}
