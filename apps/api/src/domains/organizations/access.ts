import { invitations, memberships } from '@app/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

// The organisations domain's access policy: routes that name a record of an organisation (a membership, an
// invitation) act in that record's organisation. The access hook (http/access.ts) then answers 404 to a
// non-member, as for a missing record, and 403 to a member whose role lacks the route's level.

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The organisation of the membership `:id` names; null when there is none. */
export async function membershipOrganization(request: FastifyRequest): Promise<string | null> {
  const [row] = await request.server.db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.id, idOf(request)))
    .limit(1);
  return row?.organizationId ?? null;
}

/** The organisation of the invitation `:id` names; null when there is none. */
export async function invitationOrganization(request: FastifyRequest): Promise<string | null> {
  const [row] = await request.server.db
    .select({ organizationId: invitations.organizationId })
    .from(invitations)
    .where(eq(invitations.id, idOf(request)))
    .limit(1);
  return row?.organizationId ?? null;
}
