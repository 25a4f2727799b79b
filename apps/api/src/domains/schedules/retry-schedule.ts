import type { ScheduleConfig } from '@app/contracts';
import {
  type Database,
  fixApplications,
  games,
  type ScheduleRow,
  schedules,
  type Transaction,
} from '@app/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { conflict, unprocessable } from '../../http/http-error.ts';
import { checkScheduleDivision } from './check-schedule-division.ts';

/**
 * Puts a finished schedule back in the queue (docs/schedules.md, retry). `fresh` drops every game;
 * `unscheduled_only` keeps the placed ones, which the run treats as fixed. A new config replaces the old.
 */
export async function retrySchedule(
  db: Database,
  params: {
    schedule: ScheduleRow;
    mode: 'fresh' | 'unscheduled_only';
    config: ScheduleConfig;
    leaseUntil: Date;
  },
): Promise<void> {
  const { schedule, mode, config } = params;
  if (schedule.status === 'queued' || schedule.status === 'running') {
    throw conflict('base', 'the schedule is still running');
  }
  if (mode === 'unscheduled_only' && config.style !== 'round') {
    throw unprocessable('mode', 'a tournament can only be retried fresh');
  }
  if (schedule.divisionId === null) throw unprocessable('base', 'a blank schedule has nothing to solve');
  await checkScheduleDivision(db, {
    organizationId: schedule.organizationId,
    seasonId: schedule.seasonId,
    divisionId: schedule.divisionId,
    config,
  });
  await db.transaction((tx) => queueRetry(tx, { schedule, mode, config, leaseUntil: params.leaseUntil }));
}

/**
 * After this, the schedule's applied fixes can no longer be undone (docs/diagnosis.md#the-api): a new run,
 * another fix or a re-plan changes what their snapshots would put back.
 */
export async function supersedeFixApplications(
  tx: Transaction,
  scheduleId: string,
  exceptId?: string,
): Promise<void> {
  await tx
    .update(fixApplications)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(fixApplications.scheduleId, scheduleId),
        eq(fixApplications.status, 'applied'),
        isNull(fixApplications.supersededAt),
        exceptId ? ne(fixApplications.id, exceptId) : undefined,
      ),
    );
}

/**
 * The retry's writes, inside the caller's transaction (checked by the caller as retrySchedule checks): applied
 * fixes other than `keepFixApplicationId` become final, a fresh retry drops the games, and the row is queued
 * with its counts and diagnosis cleared.
 */
export async function queueRetry(
  tx: Transaction,
  params: {
    schedule: ScheduleRow;
    mode: 'fresh' | 'unscheduled_only';
    config: ScheduleConfig;
    leaseUntil: Date;
    keepFixApplicationId?: string;
  },
): Promise<void> {
  const { schedule, mode, config } = params;
  await supersedeFixApplications(tx, schedule.id, params.keepFixApplicationId);
  if (mode === 'fresh') await tx.delete(games).where(eq(games.scheduleId, schedule.id));
  await tx
    .update(schedules)
    .set({
      status: 'queued',
      retryMode: mode,
      config,
      kind: config.style,
      isPractice: config.mode === 'practices',
      attempt: 0,
      bestScheduled: 0,
      scheduled: 0,
      remaining: 0,
      total: 0,
      successRate: 0,
      cancelRequested: false,
      error: null,
      diagnosis: null,
      leaseUntil: params.leaseUntil,
      startedAt: null,
      finishedAt: null,
      log: sql`${schedules.log} || ${`Retry (${mode}) queued.\n`}`,
    })
    .where(and(eq(schedules.id, schedule.id)));
}
