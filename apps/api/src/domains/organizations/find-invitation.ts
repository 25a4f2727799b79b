import { type Database, type InvitationRow, invitations, organizations, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { hashToken, safeEqual } from '../../auth/tokens.ts';
import { notFound, unprocessable } from '../../http/http-error.ts';

/** An invitation proven by its token, with what the accept page shows. */
export interface InvitationDetails {
  invitation: InvitationRow;
  organizationName: string;
  inviterName: string;
}

/**
 * The invitation `id`, only for a holder of its emailed token: a wrong token is 404 like a missing id, so ids
 * reveal nothing. An expired invitation is 422 on `invitation_token`.
 */
export async function findInvitation(params: {
  db: Database;
  invitationId: string;
  token: string;
}): Promise<InvitationDetails> {
  const [row] = await params.db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      inviterFirst: users.first,
      inviterLast: users.last,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.id, params.invitationId))
    .limit(1);
  if (!row || !safeEqual(row.invitation.tokenHash, hashToken(params.token))) throw notFound();
  if (row.invitation.expiresAt.getTime() <= Date.now())
    throw unprocessable('invitation_token', 'has expired');
  const inviterName = [row.inviterFirst, row.inviterLast].filter((s) => s).join(' ');
  return { invitation: row.invitation, organizationName: row.organizationName, inviterName };
}
