import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for (mail whose timing must not tell anything, docs/security.md). */
export interface Background {
  /** Starts `task` now; a failure is logged, never thrown at the caller. */
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has settled (tests, and the server's shutdown). */
  idle: () => Promise<void>;
}

/** A {@link Background} that keeps its pending tasks, so `idle` and shutdown can wait for them. */
export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      // Started on a later turn of the event loop, once the answer is written: with the embedded database a
      // query runs on this thread, and starting it at once would delay the answer by the task's own work.
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `background task ${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
