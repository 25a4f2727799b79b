import type { Database, UserRow } from '@app/db';
import { listOrganizations, type OrganizationWithRole } from './list-organizations.ts';

/** What `GET /api/leagues` needs: the user, their organisations and the current one among them. */
export interface LeagueInfoData {
  user: UserRow;
  organizations: OrganizationWithRole[];
  current: OrganizationWithRole;
}

/**
 * The shell's league information. The current organisation is the user's saved one when they still belong to
 * it, else the first they belong to (a user always belongs to at least their own). Leagues arrive next issue.
 */
export async function loadLeagueInfo(params: { db: Database; user: UserRow }): Promise<LeagueInfoData> {
  const organizations = await listOrganizations(params.db, params.user.id);
  const current =
    organizations.find((o) => o.organization.id === params.user.currentOrganizationId) ?? organizations[0];
  if (!current) throw new Error(`user ${params.user.id} belongs to no organisation`);
  return { user: { ...params.user, currentOrganizationId: current.organization.id }, organizations, current };
}
