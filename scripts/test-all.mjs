// `npm test`: every vitest project (engine, packages, API on PGlite and on PostgreSQL, web) with lint, the type
// check and the web build beside it, then the end-to-end suite against the built app in Chromium. Ends with one
// line totalling every suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'test-all-'));
let passed = 0;
let failed = 0;
const summary = [];

/** Runs a command in the foreground. Not spawnSync: the checks in the background need the event loop meanwhile. */
function run(cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/** Runs vitest with a JSON report and adds its counts; a file that fails to load counts as a failure. */
async function vitest(name, args) {
  console.log(`\n=== ${name} ===`);
  const file = join(outDir, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = await run('npx', [
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

/**
 * Starts a check in the background, its output kept for later. Resolves to its result and wall seconds.
 * `after` is a background check this one waits for, so the two take turns on the cores the suite leaves.
 */
function backgroundCheck(cmd, args, after = Promise.resolve()) {
  return after.then(
    () =>
      new Promise((resolve) => {
        const started = Date.now();
        let output = '';
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) =>
          resolve({ ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
        );
      }),
  );
}

/** Reports a background check as one test, with the output it kept. */
function report(name, { ok, output, seconds }) {
  console.log(`\n=== ${name} ===`);
  if (output) console.log(output);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s, beside the unit and API suite)`);
  return ok;
}

// Lint, the type check and the web build run one after another beside the unit and API suite rather than before
// and after it: that suite keeps about 1.7 of the 2 cores busy (its files wait on PostgreSQL, child processes
// and timers), and these checks fill the gaps, so the end-to-end suite starts as soon as the unit and API suite
// ends (docs/reliability.md, "CI time"). No unit or API test reads the built app (the API's tests serve their
// own stand-in web build). Their output is kept and printed after the suite's; each still counts as one test.
const lint = backgroundCheck('npx', ['biome', 'check', '.']);
const typecheck = backgroundCheck('npm', ['run', '--silent', 'typecheck'], lint);
const build = backgroundCheck('npm', ['run', '--silent', 'build'], typecheck);
await vitest('unit and API', []);
report('lint', await lint);
report('typecheck', await typecheck);
if (report('build web', await build)) {
  await vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
