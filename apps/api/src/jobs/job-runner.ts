import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import type { JobQueue, LatestJob, QueueJob } from './job-queue.ts';

/** How a job runner works in this process; every kind of job takes these (docs/ARCHITECTURE.md, "Jobs"). */
export interface JobRunnerOptions {
  /** Takes jobs in this process; false: only sends and cancels them (JOBS=off). */
  work?: boolean;
  /** Jobs of this kind run at once in this process. */
  concurrency?: number;
  /** A running row whose lease is older than this belongs to a worker that stopped. */
  leaseMs?: number;
  /** The database is this process's alone (PGlite): on start, every unfinished row is an orphan. */
  exclusiveDatabase?: boolean;
  /**
   * pg-boss expires a job that ran this long and a lease more (its worker is presumed gone) and counts it as a
   * failed attempt; a runner may also stop its runs itself at this limit (schedule runs do).
   */
  runLimitSeconds?: number;
  /** Attempts after the first when a worker vanished or lost the database mid-run. */
  retryLimit?: number;
  /** Seconds before the first retry; pg-boss doubles it for each later one. */
  retryDelaySeconds?: number;
  onError?: (error: unknown) => void;
}

/** What a kind of job sets of its own among the options' defaults. */
export type JobRunnerDefaults = Pick<Required<JobRunnerOptions>, 'concurrency' | 'retryDelaySeconds'>;

/**
 * What every job runner shares (docs/ARCHITECTURE.md, "Jobs"): the queue's definition, the workers, and the
 * heartbeat that renews the leases of this process's runs and reconciles every third of a lease. A kind of job
 * says how it renews, reconciles and runs; its row, claim and fencing are its own.
 */
export abstract class JobRunner<Data> {
  /** The app's shared job queue, once started. */
  protected jobQueue: JobQueue | null = null;
  protected readonly options: Required<Omit<JobRunnerOptions, 'onError'>>;
  protected readonly onError: (error: unknown) => void;
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;

  /** `queue` is the pg-boss queue; `noun` ("import", "schedule") names the runner in messages. */
  constructor(
    protected readonly queue: string,
    protected readonly noun: string,
    options: JobRunnerOptions,
    defaults: JobRunnerDefaults,
  ) {
    this.options = {
      work: options.work ?? true,
      concurrency: options.concurrency ?? defaults.concurrency,
      leaseMs: options.leaseMs ?? 30_000,
      exclusiveDatabase: options.exclusiveDatabase ?? false,
      runLimitSeconds: options.runLimitSeconds ?? 900,
      retryLimit: options.retryLimit ?? 3,
      retryDelaySeconds: options.retryDelaySeconds ?? defaults.retryDelaySeconds,
    };
    this.onError = options.onError ?? ((error) => console.error(`${noun} runner:`, error));
  }

  /** Renews the lease of every run under way in this process (the heartbeat's first step). */
  protected abstract renewLeases(): Promise<void>;

  /**
   * Leaves no unfinished row without a live job: the rows whose lease lapsed, or every unfinished one when
   * `everyUnfinished` (on start, when the database is this process's alone). Answers how many it took.
   */
  protected abstract reconcile(options: { everyUnfinished: boolean }): Promise<number>;

  /** Works one job; `signal` aborts when the process stops past its grace period. */
  protected abstract runJob(job: QueueJob<Data>, signal: AbortSignal): Promise<void>;

  protected leaseUntil(): Date {
    return new Date(Date.now() + this.options.leaseMs);
  }

  protected get jobs(): JobQueue {
    if (!this.jobQueue) throw new Error(`the ${this.noun} runner has not started`);
    return this.jobQueue;
  }

  /** Defines the queue on the shared job queue and, in a working process, starts its workers and reconciler. */
  async start(queue: JobQueue): Promise<void> {
    this.jobQueue = queue;
    const { work, concurrency, leaseMs, runLimitSeconds, retryLimit, retryDelaySeconds } = this.options;
    await queue.defineQueue(this.queue, {
      retryLimit,
      retryDelaySeconds,
      // pg-boss's own expiry is the backstop for a run whose worker vanished and no reconciler saw: after the
      // run limit and a lease.
      expireInSeconds: runLimitSeconds + Math.ceil(leaseMs / 1000),
    });
    if (!work) return;
    await this.reconcile({ everyUnfinished: this.options.exclusiveDatabase });
    queue.work<Data>(this.queue, {
      concurrency,
      handler: (job, { signal }) => this.runJob(job, signal),
    });
    this.heartbeat = setInterval(() => void this.tick(), leaseMs / 3);
    this.heartbeat.unref();
  }

  /** Runs the reconciler now over rows whose lease lapsed (tests; the heartbeat runs it every third of a lease). */
  async recover(): Promise<number> {
    return this.reconcile({ everyUnfinished: false });
  }

  /**
   * Stops the heartbeat and the workers: running jobs get `graceMs` to finish, then their signal aborts and
   * they hand their rows back to the queue for another worker (or the next start) to run from the beginning.
   * The shared queue's close is idempotent: the first runner to close waits for every running handler.
   */
  async close(graceMs: number): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.jobQueue?.close(graceMs);
  }

  private async tick(): Promise<void> {
    if (this.closing) return;
    try {
      await this.renewLeases();
      await this.reconcile({ everyUnfinished: false });
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * The newest job of a row the reconciler took. One still active belongs to a worker that stopped (the row's
   * lease lapsed): it is failed first, so pg-boss hands it out again after its backoff, or gives up once the
   * retries are spent, and the answer is the job as it then stands.
   */
  protected async newestJob(key: string): Promise<LatestJob | null> {
    const latest = await this.jobs.latest(this.queue, key);
    if (latest?.state !== 'active') return latest;
    await this.jobs.failActive(this.queue, key, 'the worker running it stopped');
    return this.jobs.latest(this.queue, key);
  }

  /** A run that lost the database goes back to the queue while pg-boss has retries left for its job. */
  protected willRetry(job: QueueJob<Data>, error: unknown): boolean {
    return isDatabaseUnavailable(error) && job.retryCount < job.retryLimit;
  }

  /** The reason a row ends with once pg-boss has spent its job's retries (`noun`: "import", "run"). */
  protected failedForGood(noun: string, latest: LatestJob): string {
    return `The ${noun} failed ${this.options.retryLimit + 1} times: ${latest.message ?? 'no reason given'}`;
  }
}
