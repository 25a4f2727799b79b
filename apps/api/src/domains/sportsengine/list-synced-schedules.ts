import type { SyncedScheduleList } from '@app/contracts';
import { type Database, games, schedules, seasons, sportsengineConnections } from '@app/db';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';

/** The organisation's schedules with games on SportsEngine and how many (docs/sportsengine.md, "Deleting"). */
export async function listSyncedSchedules(
  db: Database,
  env: SportsengineEnv | undefined,
  params: { organizationId: string },
): Promise<SyncedScheduleList> {
  const [connection] = await db
    .select({ id: sportsengineConnections.organizationId })
    .from(sportsengineConnections)
    .where(eq(sportsengineConnections.organizationId, params.organizationId));
  const rows = await db
    .select({
      id: schedules.id,
      name: schedules.name,
      seasonId: seasons.id,
      seasonName: seasons.name,
      exportedAt: schedules.seExportedAt,
      synced: count(games.id),
    })
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .innerJoin(seasons, eq(seasons.id, schedules.seasonId))
    .where(and(eq(games.organizationId, params.organizationId), isNotNull(games.seId)))
    .groupBy(
      schedules.id,
      schedules.name,
      seasons.id,
      seasons.name,
      schedules.seExportedAt,
      schedules.createdAt,
    )
    .orderBy(asc(schedules.createdAt), asc(schedules.id));
  return {
    connected: Boolean(env && connection),
    schedules: rows.map((r) => ({
      id: r.id,
      name: r.name,
      season_id: r.seasonId,
      season_name: r.seasonName,
      synced: Number(r.synced),
      last_export_at: r.exportedAt?.toISOString() ?? null,
    })),
  };
}
