// Piscina worker entry: loads TypeScript through tsx (the API also runs under vitest, whose loader a worker
// thread does not inherit), then hands each task to solveTask.
import { register } from 'tsx/esm/api';

register();
const { solveTask } = await import('./solve-task.ts');

export default solveTask;
