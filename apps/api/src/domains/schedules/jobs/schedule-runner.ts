import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { type Database, type DatabaseClient, type ScheduleRow, schedules } from '@app/db';
import type { SolveProgress } from '@app/engine';
import { and, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { Piscina } from 'piscina';
import { JobQueue, type QueueJob } from '../../../jobs/job-queue.ts';
import { JobRunner, type JobRunnerOptions } from '../../../jobs/job-runner.ts';
import { retryWhileUnavailable } from '../../../lib/database-unavailable.ts';
import { loadScheduleInstance } from '../build-engine-instance.ts';
import { withConstraintIds } from '../diagnosis-constraint-ids.ts';
import { saveSolveResult } from './save-solve-result.ts';
import type { SolveTask, SolveTaskResult } from './solve-task.ts';

/** The pg-boss queue of schedule runs; a job's key is its schedule id. */
export const SCHEDULE_QUEUE = 'schedule-run';

/** How often a running job's progress reaches its row (the status call reads only the row). */
const PROGRESS_WRITE_MS = 500;
/** A job whose season is busy in another worker is sent again this many seconds later. */
const SEASON_BUSY_DELAY_S = 1;

interface ScheduleJobData {
  scheduleId: string;
  seasonId: string;
}

/**
 * A schedule runner's options: those of every runner (`concurrency` counts solves at once, each in a worker
 * thread of its own; a run still going after `runLimitSeconds` is stopped and its schedule errored), and a
 * line for the log.
 */
export interface ScheduleRunnerOptions extends JobRunnerOptions {
  /** A line for the process log when a run starts, ends or is handed back. */
  onEvent?: (message: string) => void;
}

interface ActiveJob {
  port: MessagePort;
  latest: SolveProgress | null;
  /** The run's fencing token: the row's started_at as this run claimed it. */
  token: Date;
}

type Claim = { schedule: ScheduleRow } | 'busy' | null;

/**
 * Runs schedules as pg-boss jobs (docs/schedules.md, "Jobs"): each solve in a piscina worker thread, never on the
 * request thread, one at a time per season across every process, with progress written to the row every
 * ~500 ms. A run claims its row by setting `started_at` (the fencing token every later write of the run checks)
 * and keeps its lease alive; a row whose lease lapsed belongs to a worker that stopped, and the reconciler
 * (on start, then every third of a lease: JobRunner's heartbeat) hands its job out again or marks it errored
 * with the reason. Cancel reaches a running job through the `cancel_requested` flag, which the progress write
 * reads back, so it works from any process; a queued job is also cancelled in pg-boss.
 */
export class ScheduleRunner extends JobRunner<ScheduleJobData> {
  private pool: Piscina<SolveTask, SolveTaskResult> | null = null;
  private readonly onEvent: (message: string) => void;
  private readonly active = new Map<string, ActiveJob>();
  /** The run of each season under way in this process, settled when it ends. */
  private readonly seasonRuns = new Map<string, Promise<void>>();
  /** Schedules this process sent or resumed, for `idle()`. */
  private readonly watched = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly client: DatabaseClient,
    options: ScheduleRunnerOptions = {},
  ) {
    super(SCHEDULE_QUEUE, 'schedule', options, { concurrency: 2, retryDelaySeconds: 1 });
    this.onEvent = options.onEvent ?? (() => undefined);
  }

  /**
   * Starts on the app's shared job queue (or opens its own pg-boss when given none); a working process solves
   * in a pool of worker threads, one per job it runs at once.
   */
  override async start(queue?: JobQueue): Promise<void> {
    const { work, concurrency } = this.options;
    if (work) {
      this.pool = new Piscina<SolveTask, SolveTaskResult>({
        filename: new URL('./solve-worker.mjs', import.meta.url).href,
        minThreads: 0,
        maxThreads: concurrency,
        idleTimeout: 60_000,
      });
    }
    await super.start(
      queue ?? (await JobQueue.open(this.client, { supervise: work, onError: this.onError })),
    );
  }

  /** Queues a schedule the caller has just stored as `queued`. */
  async enqueue(scheduleId: string, seasonId: string): Promise<void> {
    this.watched.add(scheduleId);
    await this.send({ scheduleId, seasonId });
  }

  private async send(data: ScheduleJobData, startAfterSeconds?: number): Promise<void> {
    await this.jobs.send(this.queue, data, { key: data.scheduleId, startAfterSeconds });
  }

  /** Resolves when every schedule this process sent or resumed has finished (tests and benchmarks wait on it). */
  async idle(): Promise<void> {
    while (this.watched.size > 0) {
      const open = await this.db
        .select({ id: schedules.id })
        .from(schedules)
        .where(
          and(inArray(schedules.id, [...this.watched]), inArray(schedules.status, ['queued', 'running'])),
        );
      const stillOpen = new Set(open.map((r) => r.id));
      for (const id of this.watched) if (!stillOpen.has(id)) this.watched.delete(id);
      if (this.watched.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Cancels a schedule: a queued one at once (its job too); a running one asks its worker, wherever it runs, to
   * stop, which keeps the best result so far. Answers false when it had already finished.
   */
  async cancel(scheduleId: string): Promise<boolean> {
    const queued = await this.db
      .update(schedules)
      .set({
        status: 'cancelled',
        finishedAt: new Date(),
        leaseUntil: null,
        log: sql`${schedules.log} || ${'Cancelled before it started.\n'}`,
      })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.status, 'queued')))
      .returning({ id: schedules.id });
    if (queued.length > 0) {
      // The job would find its row cancelled and end anyway; cancelling it spares a worker the fetch.
      await this.jobQueue?.cancelWaiting(this.queue, scheduleId);
      return true;
    }
    const running = await this.db
      .update(schedules)
      .set({ cancelRequested: true })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.status, 'running')))
      .returning({ id: schedules.id });
    this.active.get(scheduleId)?.port.postMessage('cancel');
    return running.length > 0;
  }

  /** Stops as every runner does (running solves get `graceMs`, then are handed back), then the threads. */
  override async close(graceMs: number): Promise<void> {
    await super.close(graceMs);
    await this.pool?.destroy();
  }

  protected async renewLeases(): Promise<void> {
    for (const [scheduleId, job] of this.active) {
      await this.db
        .update(schedules)
        .set({ leaseUntil: this.leaseUntil() })
        .where(and(eq(schedules.id, scheduleId), eq(schedules.startedAt, job.token)));
    }
  }

  /**
   * Leaves no unfinished row without a live job. Each row whose lease lapsed (or every unfinished row, when the
   * database is this process's alone) is first taken by pushing its lease forward, so two reconcilers never
   * handle the same row; then its newest job decides: one a vanished worker held is failed (pg-boss retries it
   * after a backoff, or gives up once the retries are spent); a waiting job is left to run; a failed one marks
   * the schedule errored with pg-boss's reason; none at all (or a finished one) is replaced by a new job.
   */
  protected async reconcile({ everyUnfinished }: { everyUnfinished: boolean }): Promise<number> {
    const now = new Date();
    const taken = await this.db
      .update(schedules)
      .set({ leaseUntil: this.leaseUntil() })
      .where(
        and(
          inArray(schedules.status, ['queued', 'running']),
          everyUnfinished ? undefined : or(isNull(schedules.leaseUntil), lt(schedules.leaseUntil, now)),
          this.active.size > 0 ? notInArray(schedules.id, [...this.active.keys()]) : undefined,
        ),
      )
      .returning({
        id: schedules.id,
        seasonId: schedules.seasonId,
        status: schedules.status,
        cancelRequested: schedules.cancelRequested,
      });
    for (const row of taken) {
      try {
        await this.reconcileRow(row);
      } catch (error) {
        this.onError(error);
      }
    }
    return taken.length;
  }

  private async reconcileRow(row: {
    id: string;
    seasonId: string;
    status: string;
    cancelRequested: boolean;
  }): Promise<void> {
    const latest = await this.newestJob(row.id);
    if (row.status === 'running' && row.cancelRequested) {
      await this.jobs.cancelWaiting(this.queue, row.id);
      await this.finish(row.id, null, {
        status: 'cancelled',
        log: 'Cancelled: the worker running it stopped before it could keep a result.\n',
      });
      return;
    }
    if (latest?.state === 'failed') {
      await this.finish(row.id, null, {
        status: 'errored',
        error: this.failedForGood('run', latest),
      });
      return;
    }
    this.watched.add(row.id);
    await this.db
      .update(schedules)
      .set({
        status: 'queued',
        ...(row.status === 'running'
          ? { log: sql`${schedules.log} || ${'Resumed after a server restart.\n'}` }
          : {}),
      })
      .where(and(eq(schedules.id, row.id), inArray(schedules.status, ['queued', 'running'])));
    if (latest?.state !== 'created' && latest?.state !== 'retry') {
      await this.send({ scheduleId: row.id, seasonId: row.seasonId });
    }
  }

  /**
   * Takes the row for this run: it must be queued (or running under a lapsed lease), and no other schedule of
   * the season may be running under a live lease. A per-season advisory lock makes the check and the claim
   * one step across processes.
   */
  private async claim(data: ScheduleJobData, token: Date): Promise<Claim> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule-season:${data.seasonId}`}))`);
      const now = new Date();
      const claimable = and(
        eq(schedules.id, data.scheduleId),
        or(
          eq(schedules.status, 'queued'),
          and(
            eq(schedules.status, 'running'),
            or(isNull(schedules.leaseUntil), lt(schedules.leaseUntil, now)),
          ),
        ),
      );
      const [own] = await tx.select({ id: schedules.id }).from(schedules).where(claimable);
      if (!own) return null; // finished, cancelled, deleted, or another worker's
      const [busy] = await tx
        .select({ id: schedules.id })
        .from(schedules)
        .where(
          and(
            eq(schedules.seasonId, data.seasonId),
            ne(schedules.id, data.scheduleId),
            eq(schedules.status, 'running'),
            gt(schedules.leaseUntil, now),
          ),
        )
        .limit(1);
      if (busy) return 'busy';
      const [schedule] = await tx
        .update(schedules)
        .set({ status: 'running', startedAt: token, leaseUntil: this.leaseUntil() })
        .where(claimable)
        .returning();
      return schedule ? { schedule } : null;
    });
  }

  protected async runJob(job: QueueJob<ScheduleJobData>, signal: AbortSignal): Promise<void> {
    let token = new Date();
    let claim = await this.claim(job.data, token);
    // The season's run is this process's: wait for it here and claim at once, in queue order, rather than
    // send the job again with a delay.
    for (let local = this.seasonRuns.get(job.data.seasonId); claim === 'busy' && local && !signal.aborted; ) {
      await local;
      token = new Date();
      claim = await this.claim(job.data, token);
      local = this.seasonRuns.get(job.data.seasonId);
    }
    if (claim === 'busy') {
      await this.send(job.data, SEASON_BUSY_DELAY_S);
      return;
    }
    if (!claim) return;
    this.onEvent(`running schedule ${job.data.scheduleId}`);
    const run = this.runClaimed(job, claim.schedule, token, signal);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.seasonRuns.set(job.data.seasonId, settled);
    try {
      await run;
    } finally {
      if (this.seasonRuns.get(job.data.seasonId) === settled) this.seasonRuns.delete(job.data.seasonId);
    }
  }

  private async runClaimed(
    job: QueueJob<ScheduleJobData>,
    schedule: ScheduleRow,
    token: Date,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      await this.solveAndSave(schedule, token, signal);
    } catch (error) {
      if (this.willRetry(job, error)) {
        // pg-boss hands the job out again after its backoff; the row waits for it as queued.
        await this.release(job.data.scheduleId, token, 'Lost the database connection; retrying.').catch(
          () => undefined,
        );
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      await this.finish(job.data.scheduleId, token, { status: 'errored', error: message });
    }
  }

  private async solveAndSave(schedule: ScheduleRow, token: Date, stopSignal: AbortSignal): Promise<void> {
    const scheduleId = schedule.id;
    const { instance, keepPlaced, constraintIds } = await loadScheduleInstance(this.db, schedule);
    if (!this.pool) throw new Error('this process does not run jobs');
    // Shutdown began while the season loaded: the abort event has passed, so look before solving.
    if (stopSignal.aborted) {
      await this.handBack(schedule, token);
      return;
    }

    const { port1, port2 } = new MessageChannel();
    const job: ActiveJob = { port: port1, latest: null, token };
    this.active.set(scheduleId, job);
    port1.on('message', (progress: SolveProgress) => {
      job.latest = progress;
    });
    let stoppedBy: 'shutdown' | 'limit' | null = null;
    const stop = (reason: 'shutdown' | 'limit') => {
      stoppedBy ??= reason;
      port1.postMessage('cancel');
    };
    const onShutdown = () => stop('shutdown');
    stopSignal.addEventListener('abort', onShutdown);
    const limit = setTimeout(() => stop('limit'), this.options.runLimitSeconds * 1000);
    const writer = setInterval(() => void this.writeProgress(scheduleId, job), PROGRESS_WRITE_MS);
    try {
      const result = await this.pool.run({ instance, port: port2 }, { transferList: [port2] });
      if (stoppedBy === 'shutdown') {
        await this.handBack(schedule, token);
        return;
      }
      if (stoppedBy === 'limit') {
        await this.finish(scheduleId, token, {
          status: 'errored',
          error: `The run passed its time limit of ${this.options.runLimitSeconds} s and was stopped.`,
        });
        return;
      }
      const [state] = await this.db
        .select({ cancelRequested: schedules.cancelRequested })
        .from(schedules)
        .where(eq(schedules.id, scheduleId));
      if (!state) return; // deleted while running
      this.onEvent(`solved schedule ${scheduleId}`);
      await saveSolveResult(this.db, {
        scheduleId,
        organizationId: schedule.organizationId,
        result,
        cancelled: state.cancelRequested,
        keepPlaced,
        token,
        diagnosis: result.diagnosis && withConstraintIds(result.diagnosis, constraintIds),
      });
    } finally {
      clearInterval(writer);
      clearTimeout(limit);
      stopSignal.removeEventListener('abort', onShutdown);
      this.active.delete(scheduleId);
      port1.close();
    }
  }

  /** At shutdown: the row goes back to queued with a new job, which another worker (or the next start) runs. */
  private async handBack(schedule: ScheduleRow, token: Date): Promise<void> {
    const released = await this.release(schedule.id, token, 'Handed back to the queue at shutdown.');
    this.onEvent(`handed back schedule ${schedule.id}`);
    if (released) await this.send({ scheduleId: schedule.id, seasonId: schedule.seasonId });
  }

  /** Puts this run's row back to queued (nothing of the run is kept: a run stores its games only at the end). */
  private async release(scheduleId: string, token: Date, note: string): Promise<boolean> {
    const rows = await retryWhileUnavailable(() =>
      this.db
        .update(schedules)
        .set({
          status: 'queued',
          leaseUntil: this.leaseUntil(),
          log: sql`${schedules.log} || ${`${note}\n`}`,
        })
        .where(
          and(eq(schedules.id, scheduleId), eq(schedules.status, 'running'), eq(schedules.startedAt, token)),
        )
        .returning({ id: schedules.id }),
    );
    return rows.length > 0;
  }

  private async writeProgress(scheduleId: string, job: ActiveJob): Promise<void> {
    const progress = job.latest;
    if (progress === null) return;
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
      .where(
        and(
          eq(schedules.id, scheduleId),
          eq(schedules.status, 'running'),
          eq(schedules.startedAt, job.token),
        ),
      )
      .returning({ cancelRequested: schedules.cancelRequested })
      .catch(() => []);
    if (row?.cancelRequested) job.port.postMessage('cancel');
  }

  /** Ends an unfinished row as errored (its reason in `error` and the log) or cancelled; `token` fences a run. */
  private async finish(
    scheduleId: string,
    token: Date | null,
    end: { status: 'errored'; error: string } | { status: 'cancelled'; log: string },
  ): Promise<void> {
    const log = end.status === 'errored' ? `Errored: ${end.error}\n` : end.log;
    await retryWhileUnavailable(() =>
      this.db
        .update(schedules)
        .set({
          status: end.status,
          ...(end.status === 'errored' ? { error: end.error } : {}),
          log: sql`${schedules.log} || ${log}`,
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(schedules.id, scheduleId),
            inArray(schedules.status, ['queued', 'running']),
            token ? eq(schedules.startedAt, token) : undefined,
          ),
        ),
    );
  }
}
