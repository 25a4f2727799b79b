import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CsvKind, type CsvRowsResult, readCsvRecords } from '@app/contracts';
import { type Database, type ImportRow, imports } from '@app/db';
import { and, eq, inArray, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { conflict, HttpError, notFound } from '../../../http/http-error.ts';
import type { JobQueue, QueueJob } from '../../../jobs/job-queue.ts';
import { isDatabaseUnavailable, retryWhileUnavailable } from '../../../lib/database-unavailable.ts';
import { lockSeasons } from '../../../lib/lock-season.ts';
import { csvRowIssues } from '../../../lib/row-issues.ts';
import { checkRowLimit, csvDataChunks } from '../check-row-limit.ts';
import { CSV_ROW_CREATORS } from '../create-csv-rows.ts';

/** The pg-boss queue of import jobs; a job's key is its import id. */
export const IMPORT_QUEUE = 'csv-import';

/** Rows checked between two progress writes (and two turns of the event loop). */
const CHUNK_ROWS = 1_000;

interface ImportJobData {
  importId: string;
}

export interface ImportRunnerOptions {
  /** Takes jobs in this process; false: only sends and cancels them (JOBS=off). */
  work?: boolean;
  /** Imports run at once in this process. */
  concurrency?: number;
  /** A running row whose lease is older than this belongs to a worker that stopped. */
  leaseMs?: number;
  /** The database is this process's alone (PGlite): on start, every unfinished row is an orphan. */
  exclusiveDatabase?: boolean;
  /** pg-boss expires a job that ran this long (its worker is presumed gone) and counts it as a failed attempt. */
  runLimitSeconds?: number;
  /** Attempts after the first when a worker vanished or lost the database mid-run. */
  retryLimit?: number;
  /** Seconds before the first retry; pg-boss doubles it for each later one. */
  retryDelaySeconds?: number;
  onError?: (error: unknown) => void;
}

/** The process is shutting down: the run stops between chunks (a save under way rolls back). */
class ShuttingDown extends Error {
  constructor() {
    super('handed back to the queue at shutdown');
  }
}

/** This run no longer holds its row: cancelled, or taken over by another worker after its lease lapsed. */
class ClaimLost extends Error {
  constructor() {
    super('the import was cancelled or taken over');
  }
}

/**
 * Runs CSV imports as pg-boss jobs on the app's one job queue (docs/imports.md, "Import jobs"). A run claims
 * its row by setting `started_at`, the fencing token every later write of the run checks; it reads the file in
 * chunks of CHUNK_ROWS rows, yielding to the event loop and writing `processed_rows` (which renews the lease
 * and reads back a cancel made through any process) after each, then saves every row in one transaction under
 * the season lock whose last statement ends the row as succeeded, still fenced: a cancel or a takeover that
 * came first rolls the whole save back, and a committed import is never claimed, so never saved twice. The
 * reconciler (on start, then every third of a lease) hands out again the job of a row whose lease lapsed, or
 * fails the import with pg-boss's reason once its retries are spent.
 */
export class ImportRunner {
  private queue: JobQueue | null = null;
  private readonly options: Required<Omit<ImportRunnerOptions, 'onError'>>;
  private readonly onError: (error: unknown) => void;
  /** Imports running in this process, by id, with their claim token. */
  private readonly active = new Map<string, Date>();
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    private readonly db: Database,
    options: ImportRunnerOptions = {},
  ) {
    this.options = {
      work: options.work ?? true,
      concurrency: options.concurrency ?? 1,
      leaseMs: options.leaseMs ?? 30_000,
      exclusiveDatabase: options.exclusiveDatabase ?? false,
      runLimitSeconds: options.runLimitSeconds ?? 900,
      retryLimit: options.retryLimit ?? 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 2,
    };
    this.onError = options.onError ?? ((error) => console.error('import runner:', error));
  }

  private leaseUntil(): Date {
    return new Date(Date.now() + this.options.leaseMs);
  }

  private get jobs(): JobQueue {
    if (!this.queue) throw new Error('the import runner has not started');
    return this.queue;
  }

  /** Defines the queue on the shared job queue and, in a working process, starts its workers and reconciler. */
  async start(queue: JobQueue): Promise<void> {
    this.queue = queue;
    const { work, concurrency, leaseMs, runLimitSeconds, retryLimit, retryDelaySeconds } = this.options;
    await queue.defineQueue(IMPORT_QUEUE, {
      retryLimit,
      retryDelaySeconds,
      expireInSeconds: runLimitSeconds + Math.ceil(leaseMs / 1000),
    });
    if (!work) return;
    await this.reconcile({ everyUnfinished: this.options.exclusiveDatabase });
    queue.work<ImportJobData>(IMPORT_QUEUE, {
      concurrency,
      handler: (job, { signal }) => this.runJob(job, signal),
    });
    this.heartbeat = setInterval(() => void this.tick(), leaseMs / 3);
    this.heartbeat.unref();
  }

  /** Queues the job of an import the caller has just stored as queued. */
  async enqueue(importId: string): Promise<void> {
    await this.jobs.send(IMPORT_QUEUE, { importId } satisfies ImportJobData, { key: importId });
  }

  /**
   * Cancels a queued or running import of the organisation, from any process: the row says so at once, the
   * running worker sees it at its next chunk or when it tries to end the row, and saves nothing. Answers the
   * row as it ended; 404 for another organisation's, 409 on `status` for a finished one.
   */
  async cancel(organizationId: string, importId: string): Promise<ImportRow> {
    const [row] = await this.db
      .update(imports)
      .set({
        status: 'cancelled',
        message: 'Cancelled; nothing was saved.',
        csv: null,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(imports.id, importId),
          eq(imports.organizationId, organizationId),
          inArray(imports.status, ['queued', 'running']),
        ),
      )
      .returning();
    if (row) {
      await this.queue?.cancelWaiting(IMPORT_QUEUE, importId);
      return row;
    }
    const [existing] = await this.db
      .select({ status: imports.status })
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.organizationId, organizationId)));
    if (!existing) throw notFound();
    throw conflict('status', `is ${existing.status}: the import has already finished`);
  }

  /** Runs the reconciler now (tests; the heartbeat runs it every third of a lease). */
  async recover(): Promise<number> {
    return this.reconcile({ everyUnfinished: false });
  }

  /** Stops the heartbeat; the shared queue's close stops the workers (running imports get the grace period). */
  async close(graceMs: number): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.queue?.close(graceMs);
  }

  private async tick(): Promise<void> {
    if (this.closing) return;
    try {
      // A save transaction holds no lock on its import row until its last statement, so this renewal does not
      // wait for it (on PostgreSQL), and a long save keeps its lease.
      for (const [importId, token] of this.active) {
        await this.db
          .update(imports)
          .set({ leaseUntil: this.leaseUntil() })
          .where(this.fenced(importId, token));
      }
      await this.reconcile({ everyUnfinished: false });
    } catch (error) {
      this.onError(error);
    }
  }

  private fenced(importId: string, token: Date): SQL | undefined {
    return and(eq(imports.id, importId), eq(imports.status, 'running'), eq(imports.startedAt, token));
  }

  /**
   * Leaves no unfinished import without a live job. Each row whose lease lapsed is first taken by pushing its
   * lease forward (so two reconcilers never handle the same row); then its newest job decides: one a vanished
   * worker held is failed (pg-boss hands it out again after its backoff, or gives up once the retries are
   * spent); a failed one fails the import with pg-boss's reason; a waiting one is left; none at all (or a
   * finished one) is replaced.
   */
  private async reconcile({ everyUnfinished }: { everyUnfinished: boolean }): Promise<number> {
    const taken = await this.db
      .update(imports)
      .set({ leaseUntil: this.leaseUntil() })
      .where(
        and(
          inArray(imports.status, ['queued', 'running']),
          everyUnfinished ? undefined : or(isNull(imports.leaseUntil), lt(imports.leaseUntil, new Date())),
          this.active.size > 0 ? notInArray(imports.id, [...this.active.keys()]) : undefined,
        ),
      )
      .returning({ id: imports.id, status: imports.status });
    for (const row of taken) {
      try {
        await this.reconcileRow(row.id);
      } catch (error) {
        this.onError(error);
      }
    }
    return taken.length;
  }

  private async reconcileRow(importId: string): Promise<void> {
    const jobs = this.jobs;
    let latest = await jobs.latest(IMPORT_QUEUE, importId);
    if (latest?.state === 'active') {
      await jobs.failActive(IMPORT_QUEUE, importId, 'the worker running it stopped');
      latest = await jobs.latest(IMPORT_QUEUE, importId);
    }
    if (latest?.state === 'failed') {
      await this.end(importId, null, {
        status: 'failed',
        message: `The import failed ${this.options.retryLimit + 1} times: ${latest.message ?? 'no reason given'}`,
      });
      return;
    }
    // Its worker is gone: the row waits as queued for the job's next attempt (whoever claims it starts over).
    await this.db
      .update(imports)
      .set({ status: 'queued', processedRows: 0 })
      .where(and(eq(imports.id, importId), inArray(imports.status, ['queued', 'running'])));
    if (latest?.state === 'created' || latest?.state === 'retry') return;
    await this.jobs.send(IMPORT_QUEUE, { importId } satisfies ImportJobData, { key: importId });
  }

  /** Takes the row for this run: queued, or running under a lapsed lease (its worker stopped). */
  private async claim(importId: string, token: Date): Promise<ImportRow | null> {
    const [row] = await this.db
      .update(imports)
      .set({ status: 'running', startedAt: token, leaseUntil: this.leaseUntil(), processedRows: 0 })
      .where(
        and(
          eq(imports.id, importId),
          or(
            eq(imports.status, 'queued'),
            and(
              eq(imports.status, 'running'),
              or(isNull(imports.leaseUntil), lt(imports.leaseUntil, new Date())),
            ),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  private async runJob(job: QueueJob<ImportJobData>, signal: AbortSignal): Promise<void> {
    const { importId } = job.data;
    const token = new Date();
    const row = await this.claim(importId, token);
    if (!row) return; // finished, cancelled, deleted, or another worker's
    this.active.set(importId, token);
    try {
      await this.run(row, token, signal);
    } catch (error) {
      if (error instanceof ClaimLost) return;
      if (error instanceof ShuttingDown) {
        // Past the shutdown grace: the row waits as queued for a new job, which another worker (or the next
        // start) runs from the beginning (docs/deploy.md, "Shutdown").
        await this.release(importId, token);
        await this.jobs.send(IMPORT_QUEUE, { importId } satisfies ImportJobData, { key: importId });
        return;
      }
      if (error instanceof HttpError) {
        // The file's rows, names or limits are wrong: a result for the user, not a reason to retry.
        await this.end(importId, token, {
          status: 'failed',
          errors: error.errors,
          message: failureMessage(error),
        });
        return;
      }
      if (isDatabaseUnavailable(error) && job.retryCount < job.retryLimit) {
        // pg-boss hands the job out again after its backoff; the row waits for it as queued.
        await this.release(importId, token).catch(() => undefined);
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await this.end(importId, token, {
        status: 'failed',
        message: `The import failed after ${job.retryCount + 1} attempts: ${reason}`,
      });
    } finally {
      this.active.delete(importId);
    }
  }

  private async run(row: ImportRow, token: Date, signal: AbortSignal): Promise<void> {
    const kind = row.kind as CsvKind;
    const stopIfShuttingDown = () => {
      if (signal.aborted) throw new ShuttingDown();
    };
    const read: CsvRowsResult<CsvKind> = { rows: [], errors: [] };
    let processed = 0;
    for await (const records of csvDataChunks(row.csv ?? '', CHUNK_ROWS)) {
      stopIfShuttingDown();
      readCsvRecords(kind, records, read);
      processed += records.length;
      await this.writeProgress(row.id, token, processed);
    }
    checkRowLimit(kind, processed, 'file');
    const create = CSV_ROW_CREATORS[kind] as (typeof CSV_ROW_CREATORS)['divisions'];
    await this.db.transaction(async (tx) => {
      await lockSeasons(tx, [row.seasonId]);
      const count = await create({
        db: tx,
        organizationId: row.organizationId,
        seasonId: row.seasonId,
        rows: read.rows as never[],
        // Bad cells and names that do not resolve are listed together, as the synchronous import does.
        issues: csvRowIssues(read.errors),
        pause: async () => {
          await nextTurn();
          stopIfShuttingDown();
        },
      });
      const [done] = await tx
        .update(imports)
        .set({
          status: 'succeeded',
          createdCount: count,
          processedRows: processed,
          csv: null,
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(this.fenced(row.id, token))
        .returning({ id: imports.id });
      if (!done) throw new ClaimLost();
    });
  }

  /** Records progress and renews the lease; throws ClaimLost when the import was cancelled or taken over. */
  private async writeProgress(importId: string, token: Date, processedRows: number): Promise<void> {
    const [row] = await this.db
      .update(imports)
      .set({ processedRows, leaseUntil: this.leaseUntil() })
      .where(this.fenced(importId, token))
      .returning({ id: imports.id });
    if (!row) throw new ClaimLost();
  }

  /** Puts this run's row back to queued for pg-boss's retry (nothing of the run was saved). */
  private async release(importId: string, token: Date): Promise<void> {
    await retryWhileUnavailable(() =>
      this.db
        .update(imports)
        .set({ status: 'queued', processedRows: 0, leaseUntil: this.leaseUntil() })
        .where(this.fenced(importId, token)),
    );
  }

  /** Ends an unfinished import as failed, with its row errors or reason; `token` fences a run. */
  private async end(
    importId: string,
    token: Date | null,
    end: { status: 'failed'; message: string; errors?: Record<string, string[]> },
  ): Promise<void> {
    await retryWhileUnavailable(() =>
      this.db
        .update(imports)
        .set({
          status: end.status,
          message: end.message,
          errors: end.errors ?? {},
          csv: null,
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(
          token
            ? this.fenced(importId, token)
            : and(eq(imports.id, importId), inArray(imports.status, ['queued', 'running'])),
        ),
    );
  }
}

/** The one-line reason of a failed import: how many rows are wrong, or the file's own problem. */
function failureMessage(error: HttpError): string {
  const keys = Object.keys(error.errors);
  const rows = new Set(keys.filter((key) => key.startsWith('row ')).map((key) => key.split('.')[0]));
  if (rows.size === 1) return '1 row has problems; nothing was saved.';
  if (rows.size > 1) return `${rows.size.toLocaleString('en-US')} rows have problems; nothing was saved.`;
  return `${error.message}; nothing was saved.`;
}
