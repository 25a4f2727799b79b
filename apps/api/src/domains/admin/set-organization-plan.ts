import { type Database, type OrganizationRow, organizations } from '@app/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * A site admin sets an organisation's plan by hand (docs/admin.md): the way to grant a custom plan, and the
 * only way to upgrade on a server without Stripe. A later subscription event from Stripe replaces it.
 */
export async function setOrganizationPlan(
  db: Database,
  params: { organizationId: string; plan: string },
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ plan: params.plan, planSource: 'admin', planUpdatedAt: new Date() })
    .where(eq(organizations.id, params.organizationId))
    .returning();
  if (!row) throw notFound();
  return row;
}
