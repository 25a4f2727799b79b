import type { SportsengineStatus } from '@app/contracts';
import { type Database, sportsengineConnections, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';

/** The organisation's link as `GET /api/sportsengine` answers it. */
export async function loadSportsengineStatus(
  db: Database,
  env: SportsengineEnv | undefined,
  organizationId: string,
): Promise<SportsengineStatus> {
  const [row] = await db
    .select({
      createdAt: sportsengineConnections.createdAt,
      seOrganizationId: sportsengineConnections.seOrganizationId,
      first: users.first,
      last: users.last,
    })
    .from(sportsengineConnections)
    .leftJoin(users, eq(users.id, sportsengineConnections.connectedByUserId))
    .where(eq(sportsengineConnections.organizationId, organizationId));
  return {
    configured: env !== undefined,
    connected: env !== undefined && row !== undefined,
    connected_at: row?.createdAt.toISOString() ?? null,
    connected_by: row ? [row.first, row.last].filter(Boolean).join(' ') || null : null,
    se_organization_id: row?.seOrganizationId ?? null,
  };
}
