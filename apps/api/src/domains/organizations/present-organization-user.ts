import type { OrganizationUser } from '@app/contracts';
import type { InvitationRow, MembershipRow, UserRow } from '@app/db';
import { toRole } from './present-organization.ts';

/** A member: status active, `id` the membership id (what PATCH/DELETE /organization_users/:id take). */
export function presentMember(membership: MembershipRow, user: UserRow): OrganizationUser {
  return {
    id: membership.id,
    user_id: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    role: toRole(membership.role),
    status: 'active',
    created_at: membership.createdAt.toISOString(),
  };
}

/** A pending invitation: status invited, `id` the invitation id (what DELETE /invitations/:id takes). */
export function presentInvitee(invitation: InvitationRow): OrganizationUser {
  return {
    id: invitation.id,
    user_id: null,
    email: invitation.email,
    first: '',
    last: '',
    role: toRole(invitation.role),
    status: 'invited',
    created_at: invitation.createdAt.toISOString(),
  };
}
