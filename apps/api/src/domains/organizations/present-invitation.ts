import type { Invitation } from '@app/contracts';
import type { InvitationRow } from '@app/db';

/** What the accept page shows to a holder of the link: no ids beyond the invitation's own. */
export function presentInvitation(
  invitation: InvitationRow,
  organizationName: string,
  inviterName: string,
): Invitation {
  return {
    id: invitation.id,
    organization_name: organizationName,
    email: invitation.email,
    inviter: inviterName,
  };
}
