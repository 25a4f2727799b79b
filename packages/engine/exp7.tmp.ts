import { parseInstance, solve } from './src/index.ts';
import { buildSolveModel } from './src/model/solve-model.ts';
import { readSample } from './src/test-samples.ts';

const json = readSample('medium') as any;
const full = parseInstance(json);
const model = buildSolveModel(full);
for (const k of [0, 1, 2, 3, 6, 7]) {
  const elig = new Set([...model.schedules[k]!.eligible].map((s) => full.timeslots[s]!.id));
  let n = 0;
  const cut = parseInstance({
    ...json,
    timeslots: json.timeslots.filter((t: any) => !(elig.has(t.id) && n++ % 10 === 3)),
  });
  const t = Date.now();
  const r = await solve(cut);
  const un: Record<string, number> = {};
  for (const g of r.games) if (!g.timeslot_id) un[g.division_id] = (un[g.division_id] ?? 0) + 1;
  console.log(
    model.schedules[k]!.config.id,
    elig.size,
    r.metrics.unscheduled,
    JSON.stringify(un),
    Date.now() - t,
  );
}
