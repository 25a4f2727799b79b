import {
  type Diagnosis,
  type Forfeit,
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
import { successRate } from '@app/engine';
import { maskGame } from '../games/hidden-games.ts';
import { presentListedGames, type ScheduleDetailRows } from './load-schedule-detail.ts';

type Kind = ScheduleSummary['kind'];
type RetryMode = ScheduleStatus['retry_mode'];
type GameSource = Game['home_from'];

const asStatus = (status: string) => status as ScheduleStatusName;
export const asKind = (kind: string): Kind => (kind === 'single' || kind === 'double' ? kind : 'round');
const asRetryMode = (mode: string | null): RetryMode =>
  mode === 'fresh' || mode === 'unscheduled_only' ? mode : null;
export const isRunFinished = (status: string) =>
  status === 'done' || status === 'cancelled' || status === 'errored';

/** Share of the total scheduled in the best attempt; 100 once done, so it never goes back. */
function progressOf(row: ScheduleRow): number {
  if (row.status === 'done') return 100;
  if (row.total === 0) return 0;
  return Math.min(100, Math.floor((100 * row.bestScheduled) / row.total));
}

/** A schedule's placed and unplaced games, counted from its games as they are now. */
export interface GameCounts {
  scheduled: number;
  unscheduled: number;
}

/**
 * The numbers every answer shows of a schedule, from its games as they are now (docs/schedules.md, "Counts
 * and success rate"): the row's own counts are the run's progress and go stale at the first hand edit.
 */
export function scheduleNumbers(counts: GameCounts) {
  return {
    scheduled_count: counts.scheduled,
    unscheduled_count: counts.unscheduled,
    success_rate: successRate(counts.scheduled, counts.unscheduled),
  };
}

/**
 * The progress screen's poll. While the run goes, its progress columns; once finished, the counts and rate
 * of the games as they are now (`counts`), the same as the lists and the detail show.
 */
export function presentScheduleStatus(row: ScheduleRow, counts: GameCounts): ScheduleStatus {
  const finished = isRunFinished(row.status);
  const numbers = scheduleNumbers(counts);
  return {
    id: row.id,
    status: asStatus(row.status),
    finished,
    attempt: row.attempt,
    best_scheduled: row.bestScheduled,
    scheduled: finished ? counts.scheduled : row.scheduled,
    remaining: finished ? counts.unscheduled : row.remaining,
    total: finished ? counts.scheduled + counts.unscheduled : row.total,
    progress: progressOf(row),
    success_rate: finished ? numbers.success_rate : row.successRate,
    retry_mode: asRetryMode(row.retryMode),
    error: row.error,
  };
}

export function presentScheduleSummary(row: ScheduleRow, counts: GameCounts): ScheduleSummary {
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
    finished: isRunFinished(row.status),
    ...scheduleNumbers(counts),
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** A stored game as the API answers it; `masked` for a free organisation (docs/free-tier.md). */
export function presentGame(row: GameRow, masked: boolean): Game {
  const game: Omit<Game, 'hidden' | 'blurred'> = {
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
    // Written only through the games' contracts (save-scores.ts, update-game.ts): home, visitor or null.
    forfeit: row.forfeit as Forfeit | null,
    counts_in_standings: row.countsInStandings,
    unscheduled_reason: row.unscheduledReason,
    // Written only from the engine's reasons and UNSCHEDULED_BY_HAND_DETAIL, in the contract's shape.
    unscheduled_reason_detail: row.unscheduledReasonDetail as Reason | null,
  };
  return maskGame(game, row.position, masked);
}

/**
 * A schedule's detail (ScheduleDetailSchema of contracts) as JSON text, in the schema's order; the games and
 * slots come from the database in the answer's shape, the teams as JSON text (load-schedule-detail.ts).
 */
export function presentScheduleDetail(rows: ScheduleDetailRows, masked: boolean): string {
  // Counted before masking: a hidden game is still scheduled (docs/free-tier.md).
  const scheduled = rows.games.filter((g) => g.timeslot_id !== null).length;
  const listed = presentListedGames(rows.games, rows.timeslots, masked);
  const config: ScheduleConfig = ScheduleConfigSchema.parse(rows.schedule.config);
  const head: Omit<ScheduleDetail, 'teams' | 'timeslots'> = {
    ...presentScheduleSummary(rows.schedule, { scheduled, unscheduled: rows.games.length - scheduled }),
    config,
    retry_mode: asRetryMode(rows.schedule.retryMode),
    log: rows.schedule.log,
    error: rows.schedule.error,
    games: listed.games,
    diagnosis: presentDiagnosis(rows.schedule),
  };
  return `${JSON.stringify(head).slice(0, -1)},"teams":${rows.teams},"timeslots":${JSON.stringify(listed.timeslots)}}`;
}

/**
 * The stored diagnosis of the last run (docs/diagnosis.md), shown only once the run has finished: a queued or
 * running schedule's column is cleared by the retry anyway, and a row stored before the column reads as none.
 */
export function presentDiagnosis(schedule: Pick<ScheduleRow, 'status' | 'diagnosis'>): Diagnosis | null {
  if (!isRunFinished(schedule.status) || schedule.diagnosis === null) return null;
  return schedule.diagnosis as Diagnosis;
}
