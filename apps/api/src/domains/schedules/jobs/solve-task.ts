import type { MessagePort } from 'node:worker_threads';
import { parseInstance, type SolveResult, solve } from '@app/engine';

/** One solve, run inside a worker thread. Progress goes out on `port`; the string 'cancel' coming in aborts. */
export interface SolveTask {
  instance: unknown;
  port: MessagePort;
  seed?: number;
  timeLimitMs?: number;
}

/**
 * Parses and solves the instance; an abort returns the best result so far (within 200 ms, the engine's
 * promise), so a cancelled schedule keeps what it had placed.
 */
export async function solveTask(task: SolveTask): Promise<SolveResult> {
  const controller = new AbortController();
  task.port.on('message', (message) => {
    if (message === 'cancel') controller.abort();
  });
  try {
    const instance = parseInstance(task.instance);
    return await solve(instance, {
      seed: task.seed ?? 1,
      timeLimitMs: task.timeLimitMs ?? 300_000,
      signal: controller.signal,
      onProgress: (progress) => task.port.postMessage(progress),
    });
  } finally {
    task.port.close();
  }
}
