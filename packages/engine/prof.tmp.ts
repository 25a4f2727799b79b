import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { capacityFunnel } from './src/diagnose/capacity-funnel.ts';
import { candidateFamilies, divisionCheck } from './src/diagnose/conflict-set.ts';
import { familyKey } from './src/diagnose/relax.ts';
import { fixCandidates } from './src/diagnose/what-ifs.ts';
import { parseInstance, solve } from './src/index.ts';
import { readSample } from './src/test-samples.ts';

const json = readSample('medium') as any;
const cut = parseInstance({ ...json, timeslots: json.timeslots.filter((_: any, i: number) => i % 10 !== 3) });
let r: any;
if (existsSync('/tmp/diag/run.json')) r = JSON.parse(readFileSync('/tmp/diag/run.json', 'utf8'));
else {
  r = await solve(cut);
  writeFileSync('/tmp/diag/run.json', JSON.stringify(r));
}
console.log(r.metrics);
for (const d of ['d2', 'd3', 'd4']) {
  if (!r.games.some((g: any) => g.division_id === d && !g.timeslot_id)) continue;
  let t = performance.now();
  const cap = capacityFunnel(cut, r.games, d);
  console.log(
    d,
    'funnel',
    (performance.now() - t).toFixed(0),
    JSON.stringify(cap.diagnosis.teams.map((x) => [x.team, x.binding, x.steps.map((s) => s.left).join('/')])),
  );
  const groups = candidateFamilies(cut, cap);
  console.log('groups', groups.map((g) => g.map(familyKey).join(',')).join(' | '));
  const check = divisionCheck(cut, r.games, cap, { seed: 1, maxPauses: 72 });
  t = performance.now();
  console.log('base', check([]), (performance.now() - t).toFixed(0));
  t = performance.now();
  console.log('all', check(groups.flat()), (performance.now() - t).toFixed(0));
  t = performance.now();
  const c = fixCandidates(cut, cap, 'X', [4, 6, 10]);
  console.log('cands', c.length, (performance.now() - t).toFixed(0));
}
