// Piscina worker entry for engine work a request asks for (diagnosis, re-plan): loads TypeScript through tsx,
// as solve-worker.mjs does, then hands each task to engineTask.
import { register } from 'tsx/esm/api';

register();
const { engineTask } = await import('./engine-task.ts');

export default engineTask;
