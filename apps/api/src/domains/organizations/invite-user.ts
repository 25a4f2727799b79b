import type { OrganizationUserCreateInput } from '@app/contracts';
import {
  type Database,
  type InvitationRow,
  invitations,
  memberships,
  type OrganizationRow,
  type UserRow,
  users,
} from '@app/db';
import { and, eq } from 'drizzle-orm';
import { hashToken, randomToken } from '../../auth/tokens.ts';
import { conflict } from '../../http/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/messages.ts';

/** Invitations stay valid for 14 days. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Invites an email into an organisation (its route declares `manager`) and mails
 * `${appUrl}/accept_invitation/{id}?invitation_token=...`. An address that is already a member is 409 on
 * `email`; inviting an address again replaces its pending invitation, so only the newest link works.
 */
export async function inviteUser(params: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  inviter: UserRow;
  organization: OrganizationRow;
  input: { email: string; role: NonNullable<OrganizationUserCreateInput['role']> };
}): Promise<InvitationRow> {
  const { input, inviter } = params;
  const organizationId = params.organization.id;
  const token = randomToken();
  const invitation = await params.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organizationId, organizationId), eq(users.email, input.email)))
      .limit(1);
    if (member) throw conflict('email', 'is already a member of this organization');
    await tx
      .delete(invitations)
      .where(and(eq(invitations.organizationId, organizationId), eq(invitations.email, input.email)));
    const [row] = await tx
      .insert(invitations)
      .values({
        organizationId: organizationId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        inviterId: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  });
  const [invitee] = await params.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, input.email));
  const link = `${params.appUrl}/accept_invitation/${invitation.id}?invitation_token=${encodeURIComponent(token)}`;
  await params.mailer.send(
    renderMail('invitation', {
      to: input.email,
      locale: invitee?.locale ?? inviter.locale,
      link,
      extra: params.organization.name,
    }),
  );
  return invitation;
}
