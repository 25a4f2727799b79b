// `npm test`: lint, typecheck, every vitest project (engine, packages, API on PGlite and on PostgreSQL, web),
// then the end-to-end suite against the built app in Chromium. Ends with one line totalling every suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'test-all-'));
let passed = 0;
let failed = 0;
const summary = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: res.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A check that is not a test runner (lint, typecheck, build) counts as one test. */
function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(cmd, args);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  return ok;
}

/** Runs vitest with a JSON report and adds its counts; a file that fails to load counts as a failure. */
function vitest(name, args) {
  console.log(`\n=== ${name} ===`);
  const file = join(outDir, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  let p = 0;
  let f = 0;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    p = report.numPassedTests;
    f = report.numFailedTests + report.numPendingTests + report.numTodoTests;
    const brokenFiles = report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    );
    f += brokenFiles.length;
  } catch {
    f += 1;
  }
  if (!ok && f === 0) f = 1;
  passed += p;
  failed += f;
  summary.push(`${name}: ${p} passed, ${f} failed (${seconds}s)`);
}

check('lint', 'npx', ['biome', 'check', '.']);
// The type check runs beside the unit and API suite: that suite keeps about 1.7 of the 2 cores busy (its files
// wait on PostgreSQL, child processes and timers), and the single-threaded checker fills the gaps, which saves
// most of its minute of CI time (docs/reliability.md, "CI time"). Its output is kept and printed after.
const typecheckStarted = Date.now();
const typecheck = new Promise((resolve) => {
  let output = '';
  const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: root, env: process.env });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.on('close', (code) => resolve({ ok: code === 0, output }));
});
vitest('unit and API', []);
{
  const { ok, output } = await typecheck;
  console.log('\n=== typecheck ===');
  if (output) console.log(output);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(
    `typecheck: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - typecheckStarted) / 1000).toFixed(1)}s, beside the unit and API suite)`,
  );
}
if (check('build web', 'npm', ['run', '--silent', 'build'])) {
  vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
