import type { UserRow } from '@app/db';
import type { FastifyRequest } from 'fastify';
import { listOrganizations } from '../domains/organizations/list-organizations.ts';
import { forbidden } from '../http/http-error.ts';
import { requireCaller } from './caller.ts';
import { canManage } from './membership.ts';

/** The caller inside their current organisation: every league-structure query is scoped to `organizationId`. */
export interface OrganizationAccess {
  user: UserRow;
  organizationId: string;
  role: number;
}

/**
 * The caller's current organisation and role (401 without a session). The saved current organisation is used
 * while the caller still belongs to it, else the first they belong to, as GET /api/leagues shows it. With
 * `manage`, a user-role member (3) gets 403: owners and admins change the league structure, users read it.
 */
export async function requireOrganizationAccess(
  request: FastifyRequest,
  options: { manage?: boolean } = {},
): Promise<OrganizationAccess> {
  const { user } = await requireCaller(request);
  const organizations = await listOrganizations(request.server.db, user.id);
  const current =
    organizations.find((o) => o.organization.id === user.currentOrganizationId) ?? organizations[0];
  if (!current) throw forbidden('You belong to no organisation');
  if (options.manage && !canManage(current.role)) throw forbidden();
  return { user, organizationId: current.organization.id, role: current.role };
}
