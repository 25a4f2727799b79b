import { type BillingStatus, isOwnerRole, isPaidPlan, ROLES } from '@app/contracts';
import { type Database, memberships, type OrganizationRow, users } from '@app/db';
import { and, eq } from 'drizzle-orm';

/** The owner of an organisation, who pays for it (docs/billing.md): name and email, or null if none. */
export async function loadOrganizationOwner(
  db: Database,
  organizationId: string,
): Promise<{ name: string; email: string } | null> {
  const [owner] = await db
    .select({ first: users.first, last: users.last, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, ROLES.owner)))
    .limit(1);
  if (!owner) return null;
  return { name: `${owner.first} ${owner.last}`.trim() || owner.email, email: owner.email };
}

/** The current organisation's plan and who pays for it, as /billing shows it. */
export async function loadBillingStatus(
  db: Database,
  params: { organization: OrganizationRow; role: number; billingEnabled: boolean },
): Promise<BillingStatus> {
  const { organization } = params;
  return {
    organization_id: organization.id,
    plan: organization.plan,
    upgraded: isPaidPlan(organization.plan),
    plan_source:
      organization.planSource === 'stripe' || organization.planSource === 'admin'
        ? organization.planSource
        : null,
    subscription_status: organization.stripeSubscriptionStatus,
    is_owner: isOwnerRole(params.role),
    owner: await loadOrganizationOwner(db, organization.id),
    has_billing_account: organization.stripeCustomerId !== null,
    billing_enabled: params.billingEnabled,
  };
}
