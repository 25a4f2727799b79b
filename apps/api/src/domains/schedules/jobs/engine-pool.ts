import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { EngineTask, EngineTaskResult } from './engine-task.ts';

/** Runs an engine task in a worker thread of the app's small pool. */
export type RunEngineTask = (task: EngineTask) => Promise<EngineTaskResult>;

const pools = new WeakMap<FastifyInstance, RunEngineTask>();

/**
 * The app's pool for engine work that a request waits for (a diagnosis again, a re-plan's proposal): one
 * thread, made on first use, ended after a minute idle and when the app closes. Separate from the schedule
 * runner's pool, which exists only in processes that work jobs.
 */
export function engineTaskRunner(app: FastifyInstance): RunEngineTask {
  const known = pools.get(app);
  if (known) return known;
  let pool: Piscina<EngineTask, EngineTaskResult> | null = null;
  const run: RunEngineTask = (task) => {
    pool ??= new Piscina<EngineTask, EngineTaskResult>({
      filename: new URL('./engine-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
    });
    return pool.run(task);
  };
  app.addHook('onClose', async () => {
    await pool?.destroy();
    pool = null;
  });
  pools.set(app, run);
  return run;
}
