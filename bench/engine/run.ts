// Engine benchmark: solves every generated instance and every shared sample, each in its own child process
// (so peak memory is per instance), and prints one row per instance with the first-fit floor beside it, the
// milliseconds to the solve's first progress report, and a last line judging every target of the issue.
// Usage: npx tsx bench/engine/run.ts [--only NAME[,NAME]] [--time-limit SECONDS] [--seed N] [--samples DIR]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_INSTANCE_NAMES } from './generate.ts';
import type { InstanceFigures } from './run-instance.ts';
import { checkTargets, formatTargets } from './targets.ts';

interface Options {
  only: string[];
  timeLimitSeconds: number;
  seed: number;
  samplesDir: string;
}

function readOptions(argv: readonly string[]): Options {
  const options: Options = {
    only: [],
    timeLimitSeconds: 60,
    seed: 1,
    samplesDir: fileURLToPath(new URL('../../packages/engine/samples', import.meta.url)),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1] ?? '';
    switch (argv[i]) {
      case '--only':
        options.only = value.split(',').filter(Boolean);
        i += 1;
        break;
      case '--time-limit':
        options.timeLimitSeconds = Number(value);
        i += 1;
        break;
      case '--seed':
        options.seed = Number(value);
        i += 1;
        break;
      case '--samples':
        options.samplesDir = value;
        i += 1;
        break;
      default:
        throw new Error(`unknown option ${argv[i]}; use --only, --time-limit, --seed or --samples`);
    }
  }
  return options;
}

interface Job {
  name: string;
  source: string;
}

function jobs(options: Options): Job[] {
  const list: Job[] = BENCH_INSTANCE_NAMES.map((name) => ({ name, source: 'generated' }));
  if (existsSync(options.samplesDir)) {
    for (const file of readdirSync(options.samplesDir).sort()) {
      if (file.endsWith('.json')) {
        list.push({ name: `sample-${file.replace(/\.json$/, '')}`, source: join(options.samplesDir, file) });
      }
    }
  } else {
    console.log(`(no samples: ${options.samplesDir} does not exist)`);
  }
  return options.only.length === 0 ? list : list.filter((job) => options.only.includes(job.name));
}

const COLUMNS: [string, number][] = [
  ['instance', 18],
  ['games', 6],
  ['slots', 6],
  ['sched', 6],
  ['rate', 5],
  ['viol', 5],
  ['venue', 6],
  ['e/l', 5],
  ['wday', 5],
  ['week', 5],
  ['time s', 7],
  ['first ms', 8],
  ['mem MB', 7],
  ['| ff sched', 10],
  ['ff rate', 8],
  ['ff viol', 8],
  ['ff venue', 9],
  ['ff e/l', 7],
  ['ff wday', 8],
];

function line(cells: readonly (string | number)[]): string {
  return cells.map((cell, i) => String(cell).padStart(COLUMNS[i]?.[1] ?? 6)).join(' ');
}

function row(f: InstanceFigures): string {
  const s = f.solver;
  const b = f.first_fit;
  return line([
    f.name,
    s.games,
    f.timeslots,
    s.scheduled,
    s.success_rate,
    s.violations,
    s.spreads.venue,
    s.spreads.early_late,
    s.spreads.weekday,
    s.spreads.week,
    (f.wall_ms / 1000).toFixed(2),
    f.first_progress_ms ?? '-',
    f.peak_mb.toFixed(0),
    b.scheduled,
    b.success_rate,
    b.violations,
    b.spreads.venue,
    b.spreads.early_late,
    b.spreads.weekday,
  ]);
}

function main(): number {
  const options = readOptions(process.argv.slice(2));
  const child = fileURLToPath(new URL('./run-instance.ts', import.meta.url));
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const selected = jobs(options);
  if (selected.length === 0) {
    console.error(`no instance matches --only ${options.only.join(',')}`);
    return 1;
  }
  console.log(
    `engine benchmark: seed ${options.seed}, time limit ${options.timeLimitSeconds} s, ff = naive first-fit`,
  );
  console.log(line(COLUMNS.map(([title]) => title)));
  const notes: string[] = [];
  const measured: InstanceFigures[] = [];
  let failures = 0;
  for (const job of selected) {
    const args = [
      '--import',
      'tsx',
      child,
      job.name,
      job.source,
      String(options.timeLimitSeconds * 1000),
      String(options.seed),
    ];
    const res = spawnSync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      timeout: (options.timeLimitSeconds + 300) * 1000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const last = res.stdout?.trim().split('\n').at(-1) ?? '';
    if (res.status !== 0 || !last.startsWith('{')) {
      failures += 1;
      console.log(`${job.name.padStart(18)} FAILED (exit ${res.status ?? res.signal})`);
      notes.push(
        `${job.name}: ${(res.stderr || res.error?.message || '').trim().split('\n').slice(0, 8).join('\n  ')}`,
      );
      continue;
    }
    const figures = JSON.parse(last) as InstanceFigures;
    console.log(row(figures));
    measured.push(figures);
    if (figures.hidden_violations !== null) {
      notes.push(
        `${job.name}: the planted complete schedule has ${figures.hidden_violations} validator violations`,
      );
    }
  }
  for (const note of notes) console.log(note);
  console.log(formatTargets(checkTargets(measured)));
  return failures === 0 ? 0 : 1;
}

process.exitCode = main();
