import type { ImpersonationAction } from '@app/contracts';
import type { ImpersonationActionRow } from '@app/db';

/** An audit row with the emails of the admin and the user (null once that account is deleted). */
export function presentImpersonationAction(
  row: ImpersonationActionRow,
  emails: { adminEmail: string | null; userEmail: string | null },
): ImpersonationAction {
  return {
    id: row.id,
    admin_user_id: row.adminUserId,
    admin_email: emails.adminEmail,
    user_id: row.userId,
    user_email: emails.userEmail,
    organization_id: row.organizationId,
    method: row.method,
    path: row.path,
    status_code: row.statusCode,
    created_at: row.createdAt.toISOString(),
  };
}
