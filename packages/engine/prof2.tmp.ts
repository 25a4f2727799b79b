import { readFileSync } from 'node:fs';
import { buildGameTable } from './src/assign/game-table.ts';
import { Search } from './src/assign/search.ts';
import { fixOthers, quickSolve } from './src/diagnose/quick-solve.ts';
import { parseInstance } from './src/index.ts';
import { buildSolveModel } from './src/model/solve-model.ts';
import { readSample } from './src/test-samples.ts';

const json = readSample('medium') as any;
const cut = parseInstance({ ...json, timeslots: json.timeslots.filter((_: any, i: number) => i % 10 !== 3) });
const r = JSON.parse(readFileSync('/tmp/diag/run.json', 'utf8'));
for (const ids of [['sch2'], ['sch2', 'sch3', 'sch4']]) {
  const set = new Set(ids);
  let t = performance.now();
  const inst = fixOthers(cut, r.games, set);
  const model = buildSolveModel(inst);
  const a = performance.now() - t;
  t = performance.now();
  const table = buildGameTable(
    model,
    r.games.filter((g: any) => set.has(g.schedule_id)),
  );
  const search = new Search(model, table, 1);
  const b = performance.now() - t;
  console.log(ids.join(), 'model', a.toFixed(0), 'search ctor', b.toFixed(0));
  for (const extra of [1, 15, 30, 60]) {
    t = performance.now();
    const q = quickSolve(cut, r.games, set, { seed: 1, maxPauses: Math.ceil(table.resultCount / 8) + extra });
    console.log('  +', extra, q.placed, (performance.now() - t).toFixed(0));
  }
}
