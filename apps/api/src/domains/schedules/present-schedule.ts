import {
  type Game,
  type Reason,
  type ScheduleConfig,
  ScheduleConfigSchema,
  type ScheduleDetail,
  type ScheduleStatus,
  type ScheduleStatusName,
  type ScheduleSummary,
} from '@app/contracts';
import type { GameRow, ScheduleRow } from '@app/db';
import type { ScheduleDetailRows } from './load-schedule-detail.ts';

type Kind = ScheduleSummary['kind'];
type RetryMode = ScheduleStatus['retry_mode'];
type GameSource = Game['home_from'];

const asStatus = (status: string) => status as ScheduleStatusName;
export const asKind = (kind: string): Kind => (kind === 'single' || kind === 'double' ? kind : 'round');
const asRetryMode = (mode: string | null): RetryMode =>
  mode === 'fresh' || mode === 'unscheduled_only' ? mode : null;
const isFinished = (status: string) => status === 'done' || status === 'cancelled' || status === 'errored';

/** Share of the total scheduled in the best attempt; 100 once done, so it never goes back. */
function progressOf(row: ScheduleRow): number {
  if (row.status === 'done') return 100;
  if (row.total === 0) return 0;
  return Math.min(100, Math.floor((100 * row.bestScheduled) / row.total));
}

export function presentScheduleStatus(row: ScheduleRow): ScheduleStatus {
  return {
    id: row.id,
    status: asStatus(row.status),
    finished: isFinished(row.status),
    attempt: row.attempt,
    best_scheduled: row.bestScheduled,
    scheduled: row.scheduled,
    remaining: row.remaining,
    total: row.total,
    progress: progressOf(row),
    success_rate: row.successRate,
    retry_mode: asRetryMode(row.retryMode),
    error: row.error,
  };
}

export function presentScheduleSummary(
  row: ScheduleRow,
  counts: { scheduled: number; unscheduled: number },
): ScheduleSummary {
  const kind = asKind(row.kind);
  return {
    id: row.id,
    season_id: row.seasonId,
    division_id: row.divisionId,
    name: row.name,
    kind,
    is_tournament: kind !== 'round',
    is_practice: row.isPractice,
    status: asStatus(row.status),
    finished: isFinished(row.status),
    scheduled_count: counts.scheduled,
    unscheduled_count: counts.unscheduled,
    success_rate: row.successRate,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentGame(row: GameRow): Game {
  return {
    id: row.id,
    schedule_id: row.scheduleId,
    division_id: row.divisionId,
    home_id: row.homeId,
    visitor_id: row.visitorId,
    timeslot_id: row.timeslotId,
    round: row.round,
    bracket:
      row.bracket === 'winners' || row.bracket === 'losers' || row.bracket === 'final' ? row.bracket : null,
    // Written only by saveSolveResult, always in the contract's shape.
    home_from: row.homeFrom as GameSource,
    visitor_from: row.visitorFrom as GameSource,
    is_practice: row.isPractice,
    home_score: row.homeScore,
    visitor_score: row.visitorScore,
    overtime: row.overtime,
    unscheduled_reason: row.unscheduledReason,
    // Written only from the engine's reasons and UNSCHEDULED_BY_HAND_DETAIL, in the contract's shape.
    unscheduled_reason_detail: row.unscheduledReasonDetail as Reason | null,
  };
}

/**
 * A schedule's detail (ScheduleDetailSchema of contracts) as JSON text, in the schema's order; the games and
 * slots come from the database in the answer's shape, the teams as JSON text (load-schedule-detail.ts).
 */
export function presentScheduleDetail(rows: ScheduleDetailRows): string {
  const scheduled = rows.games.filter((g) => g.timeslot_id !== null).length;
  const config: ScheduleConfig = ScheduleConfigSchema.parse(rows.schedule.config);
  const head: Omit<ScheduleDetail, 'teams' | 'timeslots'> = {
    ...presentScheduleSummary(rows.schedule, { scheduled, unscheduled: rows.games.length - scheduled }),
    config,
    retry_mode: asRetryMode(rows.schedule.retryMode),
    log: rows.schedule.log,
    error: rows.schedule.error,
    games: rows.games,
  };
  return `${JSON.stringify(head).slice(0, -1)},"teams":${rows.teams},"timeslots":${JSON.stringify(rows.timeslots)}}`;
}
