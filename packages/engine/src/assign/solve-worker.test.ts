import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { Result } from '../model/instance.ts';
import { readSample } from '../test-samples.ts';

interface Message {
  type: 'ready' | 'progress' | 'result';
  result?: Result;
}

describe('solve in a worker thread', () => {
  it('reports progress and stops with a partial result when cancelled by message', async () => {
    const instance = readSample('medium');
    const worker = new Worker(new URL('./solve-worker.test-fixture.mjs', import.meta.url));
    try {
      const outcome = await new Promise<{ progress: number; result: Result; cancelToResultMs: number }>(
        (resolve, reject) => {
          let progress = 0;
          let cancelledAt = 0;
          worker.on('error', reject);
          worker.on('message', (message: Message) => {
            if (message.type === 'ready') worker.postMessage({ instance });
            if (message.type === 'progress' && ++progress === 1) {
              cancelledAt = Date.now();
              worker.postMessage('cancel');
            }
            if (message.type === 'result' && message.result) {
              resolve({ progress, result: message.result, cancelToResultMs: Date.now() - cancelledAt });
            }
          });
        },
      );
      expect(outcome.progress).toBeGreaterThan(0);
      expect(outcome.cancelToResultMs).toBeLessThan(400);
      expect(outcome.result.games.length).toBeGreaterThan(0);
      expect(outcome.result.metrics.scheduled + outcome.result.metrics.unscheduled).toBe(
        outcome.result.games.length,
      );
    } finally {
      await worker.terminate();
    }
  });
});
