import { type Database, type MembershipRow, memberships } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** A membership of the organisation the route acts in; 404 when there is none. */
export async function findMembership(params: {
  db: Database;
  organizationId: string;
  membershipId: string;
}): Promise<MembershipRow> {
  const [target] = await params.db
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.id, params.membershipId), eq(memberships.organizationId, params.organizationId)),
    )
    .limit(1);
  if (!target) throw notFound();
  return target;
}
