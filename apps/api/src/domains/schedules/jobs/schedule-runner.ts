import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { ScheduleConfigSchema } from '@app/contracts';
import { type Database, schedules } from '@app/db';
import type { Result, SolveProgress } from '@app/engine';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { Piscina } from 'piscina';
import { engineDivisionIds, loadSeasonModelRows, toEngineInstance } from '../build-engine-instance.ts';
import { saveSolveResult } from './save-solve-result.ts';
import type { SolveTask } from './solve-task.ts';

/** How often a running job's progress reaches its row (the status call reads only the row). */
const PROGRESS_WRITE_MS = 500;

export interface ScheduleRunnerOptions {
  /** A row whose lease is older than this belongs to a process that stopped. */
  leaseMs?: number;
  maxThreads?: number;
}

interface ActiveJob {
  port: MessagePort;
  latest: SolveProgress | null;
}

/**
 * Runs schedules as jobs: each in a piscina worker thread (never on the request thread), one at a time per
 * season so two runs never compete for the same timeslots, with progress written to the row every ~500 ms.
 * Every row this process owns (queued or running) has its lease pushed forward; on start, rows whose lease
 * expired are resumed from the beginning (a run stores its games only at the end, so nothing half-written
 * exists). Cancel reaches the worker through its MessagePort, or, from another process, through the
 * `cancel_requested` flag the progress write reads back.
 */
export class ScheduleRunner {
  private readonly pool: Piscina<SolveTask, Result>;
  private readonly leaseMs: number;
  private readonly owned = new Set<string>();
  private readonly active = new Map<string, ActiveJob>();
  private readonly seasonChains = new Map<string, Promise<void>>();
  private readonly heartbeat: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly db: Database,
    options: ScheduleRunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pool = new Piscina<SolveTask, Result>({
      filename: new URL('./solve-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.maxThreads ?? 2,
      idleTimeout: 60_000,
    });
    this.heartbeat = setInterval(() => void this.renewLeases(), this.leaseMs / 3);
    this.heartbeat.unref();
  }

  private leaseUntil(): Date {
    return new Date(Date.now() + this.leaseMs);
  }

  /** Starts a queued schedule after the season's earlier jobs in this process. */
  enqueue(scheduleId: string, seasonId: string): void {
    if (this.closing || this.owned.has(scheduleId)) return;
    this.owned.add(scheduleId);
    const previous = this.seasonChains.get(seasonId) ?? Promise.resolve();
    const next = previous.then(() => this.run(scheduleId)).catch(() => undefined);
    this.seasonChains.set(seasonId, next);
    void next.then(() => {
      if (this.seasonChains.get(seasonId) === next) this.seasonChains.delete(seasonId);
    });
  }

  /** Resolves when every job this process knows of has finished (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.seasonChains.size > 0) await Promise.all(this.seasonChains.values());
  }

  /**
   * Cancels a schedule: a queued one at once; a running one asks its worker to stop, which keeps the best
   * result so far. Answers false when it had already finished.
   */
  async cancel(scheduleId: string): Promise<boolean> {
    const queued = await this.db
      .update(schedules)
      .set({ status: 'cancelled', finishedAt: new Date(), leaseUntil: null })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.status, 'queued')))
      .returning({ id: schedules.id });
    if (queued.length > 0) return true;
    const running = await this.db
      .update(schedules)
      .set({ cancelRequested: true })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.status, 'running')))
      .returning({ id: schedules.id });
    this.active.get(scheduleId)?.port.postMessage('cancel');
    return running.length > 0;
  }

  /** Takes over every queued or running schedule whose owner stopped (its lease expired) and runs it again. */
  async recover(): Promise<number> {
    const stale = await this.db
      .update(schedules)
      .set({
        status: 'queued',
        leaseUntil: this.leaseUntil(),
        cancelRequested: false,
        log: sql`${schedules.log} || ${'Resumed after a server restart.\n'}`,
      })
      .where(
        and(
          inArray(schedules.status, ['queued', 'running']),
          or(isNull(schedules.leaseUntil), lt(schedules.leaseUntil, new Date())),
        ),
      )
      .returning({ id: schedules.id, seasonId: schedules.seasonId });
    for (const row of stale) this.enqueue(row.id, row.seasonId);
    return stale.length;
  }

  /**
   * Stops the workers. Unfinished rows keep their status with an expired lease, so the next start resumes
   * them instead of losing them.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    for (const job of this.active.values()) job.port.postMessage('cancel');
    if (this.owned.size > 0) {
      await this.db
        .update(schedules)
        .set({ leaseUntil: new Date(0) })
        .where(and(inArray(schedules.id, [...this.owned]), inArray(schedules.status, ['queued', 'running'])))
        .catch(() => undefined);
    }
    await this.pool.destroy();
  }

  private async renewLeases(): Promise<void> {
    if (this.owned.size === 0 || this.closing) return;
    await this.db
      .update(schedules)
      .set({ leaseUntil: this.leaseUntil() })
      .where(and(inArray(schedules.id, [...this.owned]), inArray(schedules.status, ['queued', 'running'])))
      .catch(() => undefined);
  }

  private async run(scheduleId: string): Promise<void> {
    try {
      if (!this.closing) await this.solveAndSave(scheduleId);
    } catch (error) {
      if (!this.closing) await this.markErrored(scheduleId, error);
    } finally {
      this.owned.delete(scheduleId);
    }
  }

  private async solveAndSave(scheduleId: string): Promise<void> {
    const [schedule] = await this.db
      .update(schedules)
      .set({ status: 'running', startedAt: new Date(), leaseUntil: this.leaseUntil() })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.status, 'queued')))
      .returning();
    if (!schedule) return; // cancelled or deleted while queued
    const config = ScheduleConfigSchema.parse(schedule.config);
    const rows = await loadSeasonModelRows(this.db, schedule.seasonId);
    const divisionIds = engineDivisionIds(rows.divisions, schedule.divisionId);
    const keepPlaced = schedule.retryMode === 'unscheduled_only';
    const instance = toEngineInstance(rows, { schedule, divisionIds, config, keepPlaced });

    const { port1, port2 } = new MessageChannel();
    const job: ActiveJob = { port: port1, latest: null };
    this.active.set(scheduleId, job);
    port1.on('message', (progress: SolveProgress) => {
      job.latest = progress;
    });
    const writer = setInterval(() => void this.writeProgress(scheduleId, job), PROGRESS_WRITE_MS);
    try {
      const result = await this.pool.run({ instance, port: port2 }, { transferList: [port2] });
      if (this.closing) return;
      const [state] = await this.db
        .select({ cancelRequested: schedules.cancelRequested })
        .from(schedules)
        .where(eq(schedules.id, scheduleId));
      if (!state) return; // deleted while running
      await saveSolveResult(this.db, {
        scheduleId,
        organizationId: schedule.organizationId,
        result,
        cancelled: state.cancelRequested,
        keepPlaced,
      });
    } finally {
      clearInterval(writer);
      this.active.delete(scheduleId);
      port1.close();
    }
  }

  /** An across-division schedules its two source divisions; a blank schedule has no division to solve. */
  private async writeProgress(scheduleId: string, job: ActiveJob): Promise<void> {
    const progress = job.latest;
    if (progress === null || this.closing) return;
    job.latest = null;
    const [row] = await this.db
      .update(schedules)
      .set({
        attempt: progress.attempt,
        bestScheduled: sql`greatest(${schedules.bestScheduled}, ${progress.best_scheduled})`,
        scheduled: progress.scheduled,
        remaining: progress.remaining,
        total: progress.total,
        leaseUntil: this.leaseUntil(),
      })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.status, 'running')))
      .returning({ cancelRequested: schedules.cancelRequested })
      .catch(() => []);
    if (row?.cancelRequested) job.port.postMessage('cancel');
  }

  private async markErrored(scheduleId: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.db
      .update(schedules)
      .set({
        status: 'errored',
        error: message,
        log: sql`${schedules.log} || ${`Errored: ${message}\n`}`,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(eq(schedules.id, scheduleId))
      .catch(() => undefined);
  }
}
