import type { MessagePort } from 'node:worker_threads';
import { type Diagnosis, diagnose, parseInstance, type SolveResult, solve } from '@app/engine';

/** One solve, run inside a worker thread. Progress goes out on `port`; the string 'cancel' coming in aborts. */
export interface SolveTask {
  instance: unknown;
  port: MessagePort;
  seed?: number;
  timeLimitMs?: number;
  /** How long the diagnosis of a short result may take, its what-if re-solves included (0: none). */
  diagnoseLimitMs?: number;
}

/** A solve's result with the diagnosis of a short one (null when complete, cancelled or not computed). */
export type SolveTaskResult = Omit<SolveResult, 'diagnosis'> & { diagnosis: Diagnosis | null };

/** The diagnosis's default budget: the target for a medium league is under 10 s. */
export const DIAGNOSE_LIMIT_MS = 10_000;

/**
 * Parses and solves the instance; an abort returns the best result so far (within 200 ms, the engine's
 * promise), so a cancelled schedule keeps what it had placed. A finished run that left games unscheduled is
 * diagnosed here too, in the same worker thread (docs/diagnosis.md); a diagnosis that fails leaves the run's
 * result as it is, without one.
 */
export async function solveTask(task: SolveTask): Promise<SolveTaskResult> {
  const controller = new AbortController();
  task.port.on('message', (message) => {
    if (message === 'cancel') controller.abort();
  });
  try {
    const instance = parseInstance(task.instance);
    const result = await solve(instance, {
      seed: task.seed ?? 1,
      timeLimitMs: task.timeLimitMs ?? 300_000,
      signal: controller.signal,
      onProgress: (progress) => task.port.postMessage(progress),
    });
    const limit = task.diagnoseLimitMs ?? DIAGNOSE_LIMIT_MS;
    if (controller.signal.aborted || result.metrics.unscheduled === 0 || limit <= 0) {
      return { ...result, diagnosis: null };
    }
    try {
      return {
        ...result,
        diagnosis: await diagnose(instance, result, { seed: task.seed ?? 1, timeLimitMs: limit }),
      };
    } catch {
      return { ...result, diagnosis: null };
    }
  } finally {
    task.port.close();
  }
}
