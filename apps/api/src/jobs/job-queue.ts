import type { DatabaseClient } from '@app/db';
import PgBoss from 'pg-boss';
import { retryWhileUnavailable } from '../lib/database-unavailable.ts';

/** The schema pg-boss keeps its tables in, beside the app's own (docs/deploy.md). */
export const JOB_SCHEMA = 'pgboss';

/** A fetched job: its id, its data, and how many times pg-boss has handed it out before. */
export interface QueueJob<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** What a handler learns about its job besides the data: `signal` aborts when the process stops. */
export interface JobContext {
  signal: AbortSignal;
}

export interface WorkOptions<T> {
  /** Jobs of this queue run at once in this process. */
  concurrency: number;
  handler: (job: QueueJob<T>, context: JobContext) => Promise<void>;
}

export interface SendOptions {
  /** Groups the jobs of one subject (a schedule id) so they can be found and cancelled together. */
  key: string;
  /** Seconds before a worker may take the job. */
  startAfterSeconds?: number;
}

/** The last job of a key: its state as pg-boss names it, and the failure message when it failed. */
export interface LatestJob {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  message: string | null;
}

/** How long to wait between polls when a queue is empty; a send in this process wakes its workers at once. */
const POLL_MS = 1_000;

/**
 * pg-boss talks to the database through this: the app's own pg pool on PostgreSQL, the app's PGlite otherwise
 * (one connection, so it shares the app's serialised queries). pg-boss sends its locked commands (migrations,
 * createQueue, maintenance) as one multi-statement text, `BEGIN; SELECT pg_advisory_xact_lock(..); ...;
 * COMMIT;`, without parameters; PGlite's `query` takes one statement only, so a text without parameters goes
 * through `exec`, which runs the whole text as one unit and answers each statement's result.
 */
function sqlExecutor(client: DatabaseClient): PgBoss.Db {
  if (client.kind === 'pg') {
    return { executeSql: (text, values) => client.pool.query(text, values) };
  }
  const { pglite } = client;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows as unknown[] };
      }
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
    },
  };
}

export interface JobQueueOptions {
  /** Runs pg-boss maintenance here (expiring jobs whose worker vanished, archiving). Workers do; API processes need not. */
  supervise: boolean;
  onError: (error: unknown) => void;
}

/**
 * The one owner of pg-boss (docs/ARCHITECTURE.md, "Jobs"): starts and stops it, creates queues, sends, cancels
 * and looks jobs up by key, and runs workers. Workers are this module's own loop over pg-boss's fetch,
 * complete and fail rather than `boss.work`: pg-boss 10 completes a job without awaiting the write, so a lost
 * database connection there would surface as an unhandled rejection and end the process; here every write is
 * awaited and a failure is reported through `onError`, and the job is simply handed out again later.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly wakers = new Map<string, Set<() => void>>();
  private readonly loops = new Set<Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  private stopping = false;

  private constructor(
    client: DatabaseClient,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: sqlExecutor(client),
      schema: JOB_SCHEMA,
      supervise: options.supervise,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: 30,
    });
    // pg-boss reports maintenance failures (a dropped connection, say) as 'error' events; unheard, an 'error'
    // event would end the process.
    this.boss.on('error', (error) => options.onError(error));
  }

  /** Starts pg-boss on the app's database, creating or upgrading its schema. */
  static async open(client: DatabaseClient, options: JobQueueOptions): Promise<JobQueue> {
    const queue = new JobQueue(client, options);
    await queue.boss.start();
    return queue;
  }

  /** Creates the queue or updates its retry and expiry policy. */
  async defineQueue(
    name: string,
    policy: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number },
  ): Promise<void> {
    const options: PgBoss.Queue = {
      name,
      policy: 'standard',
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    };
    const existing = await this.boss.getQueue(name);
    if (existing) await this.boss.updateQueue(name, options);
    else await this.boss.createQueue(name, options);
  }

  /** Queues a job and wakes this process's idle workers of that queue. */
  async send(name: string, data: object, options: SendOptions): Promise<string> {
    const id = await this.boss.send(name, data, {
      singletonKey: options.key,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (!id) throw new Error(`pg-boss refused a job on ${name}`);
    if (!options.startAfterSeconds) for (const wake of this.wakers.get(name) ?? []) wake();
    return id;
  }

  /** Cancels the key's jobs that no worker has taken yet (created, or waiting to be retried). */
  async cancelWaiting(name: string, key: string): Promise<void> {
    const ids = await this.jobIds(name, key, ['created', 'retry']);
    if (ids.length > 0) await this.boss.cancel(name, ids);
  }

  /**
   * Fails the key's jobs that a worker took: used when that worker is known to be gone. pg-boss counts it as
   * an attempt, so it is handed out again after its backoff, or stays failed once its retries are spent.
   */
  async failActive(name: string, key: string, message: string): Promise<void> {
    const ids = await this.jobIds(name, key, ['active']);
    for (const id of ids) await this.boss.fail(name, id, { message });
  }

  /** The key's newest job (pg-boss moves finished jobs to its archive after a while: then null). */
  async latest(name: string, key: string): Promise<LatestJob | null> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, state, output->>'message' AS message FROM ${JOB_SCHEMA}.job
       WHERE name = $1 AND singleton_key = $2 ORDER BY created_on DESC LIMIT 1`,
      [name, key],
    );
    return (rows[0] as LatestJob | undefined) ?? null;
  }

  private async jobIds(name: string, key: string, states: string[]): Promise<string[]> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `SELECT id FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state::text = ANY($3::text[])`,
        [name, key, states],
      );
    return (rows as { id: string }[]).map((r) => r.id);
  }

  /** Starts `concurrency` loops that take this queue's jobs one at a time until `close`. */
  work<T>(name: string, options: WorkOptions<T>): void {
    for (let i = 0; i < options.concurrency; i += 1) {
      const loop = this.loop(name, options.handler);
      this.loops.add(loop);
      void loop.finally(() => this.loops.delete(loop));
    }
  }

  /** Handlers running now in this process. */
  get activeCount(): number {
    return this.running.size;
  }

  private async loop<T>(name: string, handler: WorkOptions<T>['handler']): Promise<void> {
    while (!this.stopping) {
      let job: QueueJob<T> | undefined;
      try {
        const jobs = await this.boss.fetch<T>(name, { batchSize: 1, includeMetadata: true });
        job = jobs[0];
      } catch (error) {
        this.options.onError(error);
      }
      if (!job) {
        await this.sleep(name);
        continue;
      }
      const run = this.handle(name, job, handler);
      this.running.add(run);
      await run.finally(() => this.running.delete(run));
    }
  }

  private async handle<T>(name: string, job: QueueJob<T>, handler: WorkOptions<T>['handler']): Promise<void> {
    try {
      await handler(job, { signal: this.stop.signal });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await retryWhileUnavailable(() => this.boss.fail(name, job.id, { message })).catch(
        this.options.onError,
      );
      return;
    }
    // A failed write leaves the job active: pg-boss expires it and the handler, finding its work done, ends.
    await retryWhileUnavailable(() => this.boss.complete(name, job.id)).catch(this.options.onError);
  }

  private sleep(name: string): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const wakers = this.wakers.get(name) ?? new Set();
      this.wakers.set(name, wakers);
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, POLL_MS);
      wakers.add(wake);
    });
  }

  /**
   * Stops taking jobs, gives the running handlers `graceMs` to finish, then aborts their signal (a handler
   * hands its job back) and waits for them to return before stopping pg-boss.
   */
  async close(graceMs: number): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const wakers of this.wakers.values()) for (const wake of [...wakers]) wake();
    if (this.running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.allSettled([...this.running]), grace]);
      clearTimeout(timer);
    }
    this.stop.abort();
    await Promise.allSettled([...this.loops]);
    await this.boss.stop({ graceful: false, close: false }).catch(this.options.onError);
  }
}
