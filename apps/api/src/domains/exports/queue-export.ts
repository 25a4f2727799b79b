import type { GamesExportCreateSchema } from '@app/contracts';
import { type Database, type ExportRow, exportJobs } from '@app/db';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../http/http-error.ts';
import { countExport } from '../free-tier/count-export.ts';
import { findLeague } from '../leagues/find-league.ts';
import { findSchedule } from '../schedules/find-schedule.ts';
import { findSeason } from '../seasons/find-season.ts';

/** A finished export's file is kept this long for its download (docs/exports.md). */
export const EXPORT_KEEP_MS = 24 * 60 * 60 * 1000;

type NewExport = Omit<typeof exportJobs.$inferInsert, 'organizationId'>;

/**
 * Stores a queued export of the organisation, counted against a free organisation's exports a month (402 past
 * it; docs/free-tier-limits.md), and drops the organisation's exports finished over a day ago.
 */
async function insertExport(db: Database, organizationId: string, values: NewExport): Promise<ExportRow> {
  return db.transaction(async (tx) => {
    await countExport(tx, organizationId);
    await tx
      .delete(exportJobs)
      .where(
        and(
          eq(exportJobs.organizationId, organizationId),
          inArray(exportJobs.status, ['succeeded', 'failed', 'cancelled']),
          lt(exportJobs.finishedAt, new Date(Date.now() - EXPORT_KEEP_MS)),
        ),
      );
    const [row] = await tx
      .insert(exportJobs)
      .values({ ...values, organizationId })
      .returning();
    if (!row) throw new Error('the export was not stored');
    return row;
  });
}

/** Queues the JSON document of a league of the organisation (404 otherwise). The caller sends the job. */
export async function queueLeagueExport(
  db: Database,
  params: { organizationId: string; leagueId: string },
): Promise<ExportRow> {
  const { league } = await findLeague(db, params);
  return insertExport(db, params.organizationId, { kind: 'league', leagueId: league.id });
}

/**
 * Queues the games CSV of a season of the organisation, or of one of its schedules (404 for another
 * organisation's season or schedule, or a schedule of another season). The caller sends the job.
 */
export async function queueGamesExport(
  db: Database,
  params: { organizationId: string; seasonId: string; input: z.output<typeof GamesExportCreateSchema> },
): Promise<ExportRow> {
  const season = await findSeason(db, params);
  const { schedule_id: scheduleId, format, team_id: teamId } = params.input;
  if (scheduleId) {
    const schedule = await findSchedule(db, { organizationId: params.organizationId, scheduleId });
    if (schedule.seasonId !== season.id) throw notFound();
  }
  return insertExport(db, params.organizationId, {
    kind: 'games',
    leagueId: season.leagueId,
    seasonId: season.id,
    scheduleId,
    options: teamId ? { format, team_id: teamId } : { format },
  });
}
