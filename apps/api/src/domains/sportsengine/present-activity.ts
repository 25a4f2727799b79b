import type { Activity, ActivityKind, JobStatus } from '@app/contracts';
import type { ActivityRow } from '@app/db';

/** An `activities` row as the API answers it; `finished` and `error` are derived from the status. */
export function presentActivity(row: ActivityRow): Activity {
  const status = row.status as JobStatus;
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(row.result)) if (typeof value === 'number') counts[key] = value;
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    status,
    finished: status === 'succeeded',
    error: status === 'failed' || status === 'cancelled',
    progress: row.progress,
    total: row.total,
    message: row.message,
    league_id: row.leagueId,
    season_id: row.seasonId,
    schedule_id: row.scheduleId,
    result: counts,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
