import { isPaidPlan, type Organization, ROLES, type Role } from '@app/contracts';
import type { OrganizationRow } from '@app/db';

/** Narrows a stored role number to the contract's 1 | 2 | 3; anything unexpected reads as the least power. */
export const toRole = (role: number): Role =>
  role === ROLES.owner || role === ROLES.admin ? role : ROLES.user;

/** An organisation as the caller sees it, with the caller's role in it. */
export function presentOrganization(organization: OrganizationRow, role: number): Organization {
  return {
    id: organization.id,
    name: organization.name,
    role: toRole(role),
    plan: organization.plan,
    upgraded: isPaidPlan(organization.plan),
  };
}
