import type { OrganizationUpdateInput } from '@app/contracts';
import { type Database, type OrganizationRow, organizations } from '@app/db';
import { eq } from 'drizzle-orm';
import { requireMembership } from '../../auth/membership.ts';

/** Renames an organisation; owner or admin only (403 for user, 404 for an organisation not the caller's). */
export async function updateOrganization(params: {
  db: Database;
  userId: string;
  organizationId: string;
  input: OrganizationUpdateInput;
}): Promise<{ organization: OrganizationRow; role: number }> {
  const access = await requireMembership(params.db, {
    userId: params.userId,
    organizationId: params.organizationId,
    manage: true,
  });
  const [organization] = await params.db
    .update(organizations)
    .set({ name: params.input.name })
    .where(eq(organizations.id, params.organizationId))
    .returning();
  if (!organization) throw new Error('organisation vanished during update');
  return { organization, role: access.membership.role };
}
