import type { ExportableSchedule, ExportableScheduleList } from '@app/contracts';
import { type Database, divisions, games, schedules, seasons, sportsengineConnections, teams } from '@app/db';
import { and, asc, count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { notFound } from '../../http/http-error.ts';
import { countScheduleGames } from '../schedules/list-season-schedules.ts';
import { sportsengineClientFor } from './connection.ts';
import type { PlatformSeasonRef } from './platform-types.ts';

/** Finished schedules only: one still being generated has no games to send yet. */
const FINISHED = ['done', 'cancelled', 'errored'];

/**
 * The season's schedules an export can send (docs/sportsengine.md, "Exporting"): every finished schedule and
 * tournament, practice schedules too (their practices go as practices); the master list is a view of these,
 * not a schedule of its own. Each says whether it can be sent: the organisation must be connected, the season
 * linked to a SportsEngine season, and every team playing in the schedule known there (a SportsEngine id the
 * linked season has); the missing teams are named.
 */
export async function listExportableSchedules(
  db: Database,
  env: SportsengineEnv | undefined,
  params: { organizationId: string; seasonId: string },
): Promise<ExportableScheduleList> {
  const [season] = await db
    .select({ seRef: seasons.seRef })
    .from(seasons)
    .where(and(eq(seasons.id, params.seasonId), eq(seasons.organizationId, params.organizationId)));
  if (!season) throw notFound();
  const rows = await db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.seasonId, params.seasonId),
        eq(schedules.organizationId, params.organizationId),
        inArray(schedules.status, FINISHED),
      ),
    )
    .orderBy(asc(schedules.createdAt));
  const ids = rows.map((r) => r.id);
  const counts = await countScheduleGames(db, ids);
  const synced = await countSyncedGames(db, ids);
  const divisionsBySchedule = await scheduleDivisions(db, ids);
  const teamsBySchedule = await scheduleTeams(db, ids);

  const [connection] = await db
    .select({ id: sportsengineConnections.organizationId })
    .from(sportsengineConnections)
    .where(eq(sportsengineConnections.organizationId, params.organizationId));
  const ref = season.seRef as PlatformSeasonRef | null;
  const platformTeams =
    env && connection && ref && rows.length > 0
      ? await (await sportsengineClientFor(db, env, params.organizationId)).teamIds(ref)
      : null;

  const list: ExportableSchedule[] = rows.map((schedule) => {
    const scheduleTeams = teamsBySchedule.get(schedule.id) ?? [];
    const missing = platformTeams
      ? scheduleTeams
          .filter((t) => !t.seId || !platformTeams.has(t.seId))
          .map(({ id, name }) => ({ id, name }))
      : [];
    const reason =
      !env || !connection
        ? 'not_connected'
        : !ref
          ? 'season_not_linked'
          : missing.length > 0
            ? 'teams_missing'
            : null;
    const gameCounts = counts.get(schedule.id) ?? { scheduled: 0, unscheduled: 0 };
    return {
      id: schedule.id,
      name: schedule.name,
      is_practice: schedule.isPractice,
      divisions: divisionsBySchedule.get(schedule.id) ?? [],
      scheduled: gameCounts.scheduled,
      unscheduled: gameCounts.unscheduled,
      synced: synced.get(schedule.id) ?? 0,
      created_at: schedule.createdAt.toISOString(),
      last_export_at: schedule.seExportedAt?.toISOString() ?? null,
      available: reason === null,
      unavailable_reason: reason,
      missing_teams: missing,
    };
  });
  return { season_linked: ref !== null, schedules: list };
}

/** Games with an event on SportsEngine, per schedule. */
export async function countSyncedGames(
  db: Database,
  scheduleIds: readonly string[],
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (scheduleIds.length === 0) return result;
  const rows = await db
    .select({ scheduleId: games.scheduleId, n: count() })
    .from(games)
    .where(and(inArray(games.scheduleId, [...scheduleIds]), isNotNull(games.seId)))
    .groupBy(games.scheduleId);
  for (const row of rows) result.set(row.scheduleId, Number(row.n));
  return result;
}

/** The divisions each schedule's games are in, by name. */
async function scheduleDivisions(
  db: Database,
  scheduleIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const result = new Map<string, { id: string; name: string }[]>();
  if (scheduleIds.length === 0) return result;
  const rows = await db
    .selectDistinct({ scheduleId: games.scheduleId, id: divisions.id, name: divisions.name })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .where(inArray(games.scheduleId, [...scheduleIds]))
    .orderBy(asc(divisions.name));
  for (const row of rows) {
    const list = result.get(row.scheduleId) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(row.scheduleId, list);
  }
  return result;
}

/** The teams playing in each schedule's placed games, with their SportsEngine ids. */
async function scheduleTeams(
  db: Database,
  scheduleIds: readonly string[],
): Promise<Map<string, { id: string; name: string; seId: string | null }[]>> {
  const result = new Map<string, { id: string; name: string; seId: string | null }[]>();
  if (scheduleIds.length === 0) return result;
  const rows = await db
    .selectDistinct({ scheduleId: games.scheduleId, id: teams.id, name: teams.name, seId: teams.seId })
    .from(games)
    .innerJoin(teams, or(eq(teams.id, games.homeId), eq(teams.id, games.visitorId)))
    .where(and(inArray(games.scheduleId, [...scheduleIds]), isNotNull(games.timeslotId)))
    .orderBy(asc(teams.name));
  for (const row of rows) {
    const list = result.get(row.scheduleId) ?? [];
    list.push({ id: row.id, name: row.name, seId: row.seId });
    result.set(row.scheduleId, list);
  }
  return result;
}
