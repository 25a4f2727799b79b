// Test fixture: runs solve() inside a worker thread, as the API's job runner does, loading TypeScript
// through tsx. Messages in: { instance } to start, 'cancel' to abort. Messages out: progress and result.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { parseInstance } = await import('../model/parse-instance.ts');
const { solve } = await import('../solve.ts');
const controller = new AbortController();

parentPort.on('message', async (message) => {
  if (message === 'cancel') {
    controller.abort();
    return;
  }
  const instance = parseInstance(message.instance);
  const result = await solve(instance, {
    seed: 1,
    signal: controller.signal,
    onProgress: (progress) => parentPort.postMessage({ type: 'progress', progress }),
  });
  parentPort.postMessage({ type: 'result', result });
});
parentPort.postMessage({ type: 'ready' });
