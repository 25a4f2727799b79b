// `npm run bench`: runs every benchmark folder's run.ts (bench/<name>/run.ts) in turn with tsx, printing its
// output as it goes. Folders are discovered, not listed, so a new benchmark only needs its own run.ts.
// Exits non-zero when any benchmark fails; arguments after `--` are not forwarded (each run.ts has its own).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const benchDir = join(root, 'bench');
const folders = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .sort();

if (folders.length === 0) {
  console.log('no benchmarks found under bench/*/run.ts');
}
const summary = [];
for (const folder of folders) {
  console.log(`\n=== bench/${folder} ===`);
  const started = Date.now();
  const res = spawnSync('npx', ['tsx', join('bench', folder, 'run.ts')], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  summary.push(`bench/${folder}: ${ok ? 'ok' : `FAILED (exit ${res.status ?? res.signal})`} (${seconds}s)`);
}
console.log('\n=== summary ===');
for (const line of summary) console.log(line);
process.exitCode = summary.some((line) => line.includes('FAILED')) ? 1 : 0;
