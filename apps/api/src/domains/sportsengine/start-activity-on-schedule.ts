import type { ActivityKind } from '@app/contracts';
import { type ActivityRow, type Database, sportsengineConnections } from '@app/db';
import { eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { unprocessable } from '../../http/http-error.ts';
import { loadExportTarget } from './load-export-target.ts';
import { queueActivity } from './queue-activity.ts';

/**
 * Stores a queued export or clear of a schedule of the organisation (the caller then sends its job). 404 for a
 * schedule that is missing or another organisation's; 422 on `sportsengine` when the link is not set up on this
 * server or the organisation is not connected, on `season` when the schedule's season is not linked; 409 when
 * the schedule already has an activity under way.
 */
export async function startActivityOnSchedule(
  db: Database,
  env: SportsengineEnv | undefined,
  params: {
    organizationId: string;
    userId: string;
    kind: ActivityKind;
    scheduleId: string;
    options?: Record<string, unknown>;
  },
): Promise<ActivityRow> {
  const { schedule } = await loadExportTarget(db, params);
  if (!env) throw unprocessable('sportsengine', 'is not set up on this server');
  const [connection] = await db
    .select({ id: sportsengineConnections.organizationId })
    .from(sportsengineConnections)
    .where(eq(sportsengineConnections.organizationId, params.organizationId));
  if (!connection) throw unprocessable('sportsengine', 'is not connected; connect the organisation first');
  return queueActivity(db, {
    organizationId: params.organizationId,
    userId: params.userId,
    kind: params.kind,
    params: { schedule_id: schedule.id, ...params.options },
    scheduleId: schedule.id,
    seasonId: schedule.seasonId,
  });
}
