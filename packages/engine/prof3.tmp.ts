import { diagnose } from './src/diagnose/diagnose.ts';
import { quickSolve } from './src/diagnose/quick-solve.ts';
import { parseInstance, solve } from './src/index.ts';
import { readSample } from './src/test-samples.ts';

const medium = readSample('medium') as any;
const full = parseInstance(medium);
let t = performance.now();
const pair = (await solve(full)).games;
console.log('full solve', (performance.now() - t).toFixed(0));
const cut = parseInstance({
  ...medium,
  timeslots: medium.timeslots.filter((_: any, i: number) => i % 10 !== 3),
});
t = performance.now();
const a = quickSolve(
  cut,
  pair.map((g) => ({ ...g, timeslot_id: null })),
  new Set(cut.schedules.map((s) => s.id)),
  { seed: 1, maxPauses: 600 },
);
console.log('quick run', (performance.now() - t).toFixed(0), a.placed, a.total);
t = performance.now();
const d = await diagnose(cut, {
  format_version: 1,
  status: 'partial',
  games: a.games,
  unscheduled_reasons: {},
  metrics: { scheduled: 0, unscheduled: 0, success_rate: 0, elapsed_ms: 0 },
});
console.log('diagnose', (performance.now() - t).toFixed(0), d.divisions.length, d.fixes.length);
