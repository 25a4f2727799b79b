import type { AdminOrganization } from '@app/contracts';
import type { OrganizationRow } from '@app/db';

/** An organisation as the admin page shows it, with its plan and who set it. */
export function presentAdminOrganization(row: OrganizationRow): AdminOrganization {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    plan_source: row.planSource === 'stripe' || row.planSource === 'admin' ? row.planSource : null,
    plan_updated_at: row.planUpdatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
