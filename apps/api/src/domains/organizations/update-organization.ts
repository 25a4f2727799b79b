import type { OrganizationUpdateInput } from '@app/contracts';
import { type Database, type OrganizationRow, organizations } from '@app/db';
import { eq } from 'drizzle-orm';

/** Renames an organisation (its route declares `manager` of the path's organisation). */
export async function updateOrganization(params: {
  db: Database;
  organizationId: string;
  input: OrganizationUpdateInput;
}): Promise<OrganizationRow> {
  const [organization] = await params.db
    .update(organizations)
    .set({ name: params.input.name })
    .where(eq(organizations.id, params.organizationId))
    .returning();
  if (!organization) throw new Error('organisation vanished during update');
  return organization;
}
