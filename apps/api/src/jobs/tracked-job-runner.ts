import type { Database, Transaction } from '@app/db';
import { and, eq, inArray, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, HttpError, notFound } from '../http/http-error.ts';
import { retryWhileUnavailable } from '../lib/database-unavailable.ts';
import { beginCancelRequest, cancelRequestsAnswered, isCancelRequested } from './cancel-requests.ts';
import type { QueueJob } from './job-queue.ts';
import { JobRunner, type JobRunnerOptions } from './job-runner.ts';

/** The columns every tracked job table has (imports, exports): see docs/ARCHITECTURE.md, "Jobs". */
type TrackedColumns =
  | 'id'
  | 'organizationId'
  | 'status'
  | 'startedAt'
  | 'leaseUntil'
  | 'finishedAt'
  | 'message';
export type TrackedTable = PgTable & Record<TrackedColumns, PgColumn>;

/** The fields of a tracked row the runner reads. */
export interface TrackedRow {
  id: string;
  status: string;
}

interface TrackedJobData {
  id: string;
}

/** This run no longer holds its row: cancelled, or taken over by another worker after its lease lapsed. */
export class ClaimLost extends Error {
  constructor() {
    super('the job was cancelled or taken over');
  }
}

/** The process is shutting down: the run stops at its next check (a save under way rolls back). */
class ShuttingDown extends Error {
  constructor() {
    super('handed back to the queue at shutdown');
  }
}

/** A cancel request for this run is under way in this process: the save rolls back and waits for its answer. */
class CancelRequested extends Error {
  constructor() {
    super('a cancel request for this run is under way');
  }
}

/** Where a request's warnings go (its Fastify logger). */
export interface WarningLog {
  warn: (object: object, message: string) => void;
}

/** What a run gets besides its row. */
export interface RunContext {
  /** Throws once the process is stopping past its grace period; call it between steps. The run's row then
   * waits as queued for a new job (docs/deploy.md, "Shutdown"). */
  stopIfShuttingDown: () => void;
  /** Writes these columns (progress) and renews the lease; throws ClaimLost once the run lost its row. */
  progress: (values: Record<string, unknown>) => Promise<void>;
  /** Ends the row as succeeded with these columns, in `tx` when given (the save's own transaction, so a
   * cancel or a takeover that came first rolls the save back); throws ClaimLost once the run lost its row.
   * Inside `saveUnlessCancelled`, a cancel request under way in this process stops it before it writes. */
  succeed: (values: Record<string, unknown>, tx?: Transaction) => Promise<void>;
  /**
   * Runs `save` (the run's one transaction) so that a cancel request arriving through this process stops it
   * (docs/imports.md#cancelling-a-save): `save` calls `stopIfCancelRequested` between its batches, the
   * transaction rolls back, the run waits for that request's answer, then ends (ClaimLost) when the row was
   * cancelled, or calls `save` again when the request was refused.
   */
  saveUnlessCancelled: <T>(save: () => Promise<T>) => Promise<T>;
  /** Inside `saveUnlessCancelled`: throws once a cancel request for this run is under way in this process. */
  stopIfCancelRequested: () => void;
}

/** What one kind of tracked job is: its table and queue, and how it runs, resets and ends. */
export interface TrackedJobSpec<Row extends TrackedRow> {
  /** The pg-boss queue; a job's key is its row id. */
  queue: string;
  table: TrackedTable;
  /** "import", "export": in the messages the user reads. */
  noun: string;
  /** Columns reset when a row goes back to queued for another attempt (progress back to zero). */
  resetValues: Record<string, unknown>;
  /** Columns cleared whenever a row ends other than succeeded (the stored file, a half-built body). */
  clearValues: Record<string, unknown>;
  run: (row: Row, context: RunContext) => Promise<void>;
  /** How a run refused with an HTTP error (bad rows, a league without seasons) ends: the one-line reason the
   * user reads, and columns to keep beside it (an import's row errors). */
  failure: (error: HttpError, row: Row) => { message: string; values?: Record<string, unknown> };
}

/**
 * Runs one kind of job whose state the user reads from a row of its own table (imports, exports), on the app's
 * one job queue (docs/ARCHITECTURE.md, "Jobs"). A run claims its row by setting `started_at`, the fencing token
 * every later write of the run checks; progress writes renew the lease and read back a cancel made through any
 * process; the run ends its row as succeeded with a write that is still fenced, so a cancel or a takeover that
 * came first wins and a finished row is never claimed again. The reconciler (on start, then every third of a
 * lease) hands out again the job of a row whose lease lapsed, or fails the row with pg-boss's reason once its
 * retries are spent.
 */
export class TrackedJobRunner<Row extends TrackedRow> extends JobRunner<TrackedJobData> {
  /** Rows running in this process, by id, with their claim token. */
  private readonly active = new Map<string, Date>();

  constructor(
    private readonly db: Database,
    private readonly spec: TrackedJobSpec<Row>,
    options: JobRunnerOptions = {},
  ) {
    super(spec.queue, spec.noun, options, { concurrency: 1, retryDelaySeconds: 2 });
  }

  private get t(): TrackedTable {
    return this.spec.table;
  }

  // Drizzle cannot type `set` over a table it only knows by these columns; every caller passes the table's
  // own column names (the spec's values and the tracked columns above).
  private update(db: Database | Transaction = this.db) {
    return { set: (values: Record<string, unknown>) => db.update(this.t).set(values as never) };
  }

  /**
   * Hooks for the cancel route (`/…/:id/cancel`): they note the request for row `id` from `onRequest`, which
   * runs after the CSRF guard and before the access check's first query, until it is answered, so that a save
   * under way in this process gives way to it (docs/imports.md#cancelling-a-save). The request's own access
   * check and `cancel` decide the outcome; the note only makes the save step aside while they do.
   */
  cancelRequestHooks(): {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    onResponse: (request: FastifyRequest) => Promise<void>;
  } {
    const ends = new WeakMap<FastifyRequest, () => void>();
    return {
      onRequest: async (request, reply) => {
        const { id } = request.params as { id?: unknown };
        if (typeof id !== 'string' || id === '') return;
        const end = beginCancelRequest(this.queue, id);
        ends.set(request, end);
        // A connection closed before the answer still ends the note, so a save never waits for it for ever.
        reply.raw.once('close', end);
      },
      onResponse: async (request) => {
        ends.get(request)?.();
      },
    };
  }

  /** Queues the job of a row the caller has just stored as queued. */
  async enqueue(id: string): Promise<void> {
    await this.jobs.send(this.queue, { id } satisfies TrackedJobData, { key: id });
  }

  /**
   * Queues the job of a row a request has just stored as queued, for a route that answers with the row: a
   * failed send is only logged, since it leaves the row queued without a job and the reconciler sends one.
   */
  async enqueueOrLeaveToReconciler(id: string, log: WarningLog): Promise<void> {
    await this.enqueue(id).catch((error) => log.warn({ err: error }, `${this.noun} job`));
  }

  /**
   * Cancels a queued or running row of the organisation, from any process: the row says so at once, the
   * running worker sees it at its next progress write or when it tries to end the row. Answers the row as it
   * ended; 404 for another organisation's, 409 on `status` for a finished one.
   */
  async cancel(organizationId: string, id: string): Promise<Row> {
    const [row] = (await this.update()
      .set({
        ...this.spec.clearValues,
        status: 'cancelled',
        message: 'Cancelled; nothing was saved.',
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(this.t.id, id),
          eq(this.t.organizationId, organizationId),
          inArray(this.t.status, ['queued', 'running']),
        ),
      )
      .returning()) as Row[];
    if (row) {
      await this.jobQueue?.cancelWaiting(this.queue, id);
      return row;
    }
    const [existing] = (await this.db
      .select()
      .from(this.t)
      .where(and(eq(this.t.id, id), eq(this.t.organizationId, organizationId)))) as Row[];
    if (!existing) throw notFound();
    throw conflict('status', `is ${existing.status}: the ${this.noun} has already finished`);
  }

  protected async renewLeases(): Promise<void> {
    // A save transaction holds no lock on its row until its last statement, so this renewal does not wait
    // for it (on PostgreSQL), and a long save keeps its lease.
    for (const [id, token] of this.active) {
      await this.update().set({ leaseUntil: this.leaseUntil() }).where(this.fenced(id, token));
    }
  }

  private fenced(id: string, token: Date): SQL | undefined {
    return and(eq(this.t.id, id), eq(this.t.status, 'running'), eq(this.t.startedAt, token));
  }

  /**
   * Leaves no unfinished row without a live job. Each row whose lease lapsed is first taken by pushing its
   * lease forward (so two reconcilers never handle the same row); then its newest job decides: one a vanished
   * worker held is failed (pg-boss hands it out again after its backoff, or gives up once the retries are
   * spent); a failed one fails the row with pg-boss's reason; a waiting one is left; none at all (or a
   * finished one) is replaced.
   */
  protected async reconcile({ everyUnfinished }: { everyUnfinished: boolean }): Promise<number> {
    const taken = (await this.update()
      .set({ leaseUntil: this.leaseUntil() })
      .where(
        and(
          inArray(this.t.status, ['queued', 'running']),
          everyUnfinished ? undefined : or(isNull(this.t.leaseUntil), lt(this.t.leaseUntil, new Date())),
          this.active.size > 0 ? notInArray(this.t.id, [...this.active.keys()]) : undefined,
        ),
      )
      .returning({ id: this.t.id })) as { id: string }[];
    for (const row of taken) {
      try {
        await this.reconcileRow(row.id);
      } catch (error) {
        this.onError(error);
      }
    }
    return taken.length;
  }

  private async reconcileRow(id: string): Promise<void> {
    const latest = await this.newestJob(id);
    if (latest?.state === 'failed') {
      await this.end(id, null, { message: this.failedForGood(this.noun, latest) });
      return;
    }
    // Its worker is gone: the row waits as queued for the job's next attempt (whoever claims it starts over).
    await this.update()
      .set({ ...this.spec.resetValues, status: 'queued' })
      .where(and(eq(this.t.id, id), inArray(this.t.status, ['queued', 'running'])));
    if (latest?.state === 'created' || latest?.state === 'retry') return;
    await this.enqueue(id);
  }

  /** Takes the row for this run: queued, or running under a lapsed lease (its worker stopped). */
  private async claim(id: string, token: Date): Promise<Row | null> {
    const [row] = (await this.update()
      .set({ ...this.spec.resetValues, status: 'running', startedAt: token, leaseUntil: this.leaseUntil() })
      .where(
        and(
          eq(this.t.id, id),
          or(
            eq(this.t.status, 'queued'),
            and(
              eq(this.t.status, 'running'),
              or(isNull(this.t.leaseUntil), lt(this.t.leaseUntil, new Date())),
            ),
          ),
        ),
      )
      .returning()) as Row[];
    return row ?? null;
  }

  protected async runJob(job: QueueJob<TrackedJobData>, signal: AbortSignal): Promise<void> {
    const { id } = job.data;
    const token = new Date();
    const row = await this.claim(id, token);
    if (!row) return; // finished, cancelled, deleted, or another worker's
    this.active.set(id, token);
    try {
      await this.spec.run(row, this.context(id, token, signal));
    } catch (error) {
      if (error instanceof ClaimLost) return;
      if (error instanceof ShuttingDown) {
        // Past the shutdown grace: the row waits as queued for a new job, which another worker (or the next
        // start) runs from the beginning.
        await this.release(id, token);
        await this.enqueue(id);
        return;
      }
      if (error instanceof HttpError) {
        // The input is wrong (bad rows, nothing to export): a result for the user, not a reason to retry.
        await this.end(id, token, this.spec.failure(error, row));
        return;
      }
      if (this.willRetry(job, error)) {
        // pg-boss hands the job out again after its backoff; the row waits for it as queued.
        await this.release(id, token).catch(() => undefined);
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await this.end(id, token, {
        message: `The ${this.noun} failed after ${job.retryCount + 1} attempts: ${reason}`,
      });
    } finally {
      this.active.delete(id);
    }
  }

  private context(id: string, token: Date, signal: AbortSignal): RunContext {
    let isSaving = false;
    const stopIfCancelRequested = () => {
      if (isSaving && isCancelRequested(this.queue, id)) throw new CancelRequested();
    };
    const progress = async (values: Record<string, unknown>) => {
      const rows = await this.update()
        .set({ ...values, leaseUntil: this.leaseUntil() })
        .where(this.fenced(id, token))
        .returning({ id: this.t.id });
      if (rows.length === 0) throw new ClaimLost();
    };
    return {
      stopIfShuttingDown: () => {
        if (signal.aborted) throw new ShuttingDown();
      },
      stopIfCancelRequested,
      progress,
      saveUnlessCancelled: async (save) => {
        for (;;) {
          isSaving = true;
          try {
            return await save();
          } catch (error) {
            if (!(error instanceof CancelRequested)) throw error;
          } finally {
            isSaving = false;
          }
          // Rolled back: the database is free for the cancel's access check and write. Its answer decides:
          // a cancelled row fails this fenced write (ClaimLost, the run ends); a refused cancel saves again.
          await cancelRequestsAnswered(this.queue, id);
          await progress({});
        }
      },
      succeed: async (values, tx) => {
        stopIfCancelRequested();
        const rows = await this.update(tx)
          .set({ ...values, status: 'succeeded', leaseUntil: null, finishedAt: new Date() })
          .where(this.fenced(id, token))
          .returning({ id: this.t.id });
        if (rows.length === 0) throw new ClaimLost();
      },
    };
  }

  /** Puts this run's row back to queued for pg-boss's retry (nothing of the run was saved). */
  private async release(id: string, token: Date): Promise<void> {
    await retryWhileUnavailable(() =>
      this.update()
        .set({ ...this.spec.resetValues, status: 'queued', leaseUntil: this.leaseUntil() })
        .where(this.fenced(id, token)),
    );
  }

  /** Ends an unfinished row as failed, with its reason (and the columns given); `token` fences a run. */
  private async end(
    id: string,
    token: Date | null,
    end: { message: string; values?: Record<string, unknown> },
  ): Promise<void> {
    await retryWhileUnavailable(() =>
      this.update()
        .set({
          ...this.spec.clearValues,
          ...end.values,
          status: 'failed',
          message: end.message,
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(
          token
            ? this.fenced(id, token)
            : and(eq(this.t.id, id), inArray(this.t.status, ['queued', 'running'])),
        ),
    );
  }
}
