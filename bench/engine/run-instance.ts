// Child process of run.ts: solves ONE instance so that maxRSS is that instance's peak, and prints one JSON
// line with its figures. Usage: node --import tsx bench/engine/run-instance.ts NAME SOURCE TIME_LIMIT_MS SEED
// where SOURCE is "generated" or the path of an instance JSON file.
import { readFileSync } from 'node:fs';
import { parseInstance } from '../../packages/engine/src/model/parse-instance.ts';
import { solve } from '../../packages/engine/src/solve.ts';
import { firstFit } from './first-fit.ts';
import { generateInstance, isBenchInstanceName } from './generate.ts';
import { measureResult, type ResultFigures } from './measure.ts';

/** The line a child prints; run.ts renders it as one table row. */
export interface InstanceFigures {
  name: string;
  timeslots: number;
  wall_ms: number;
  /** Milliseconds from the start of the solve to its first progress report; null when none came. */
  first_progress_ms: number | null;
  peak_mb: number;
  solver: ResultFigures;
  first_fit: ResultFigures;
  /** Validator violations of the planted instance's known complete schedule (null when there is none). */
  hidden_violations: number | null;
}

async function main(): Promise<void> {
  const [name = '', source = '', limit = '60000', seedText = '1'] = process.argv.slice(2);
  const seed = Number(seedText);
  let raw: unknown;
  let hidden = null;
  if (source === 'generated' && isBenchInstanceName(name)) {
    const generated = generateInstance(name, seed);
    raw = JSON.parse(JSON.stringify(generated.instance));
    hidden = generated.hidden;
  } else {
    raw = JSON.parse(readFileSync(source, 'utf8'));
  }
  const started = performance.now();
  const instance = parseInstance(raw);
  let first_progress_ms: number | null = null;
  const result = await solve(instance, {
    seed,
    timeLimitMs: Number(limit),
    onProgress: () => {
      first_progress_ms ??= Math.round(performance.now() - started);
    },
  });
  const wall_ms = performance.now() - started;
  // Read the peak before validation and the baseline add their own allocations.
  const peak_mb = process.resourceUsage().maxRSS / 1024;
  const baseline = firstFit(
    instance,
    result.games.map((game) => ({ ...game, timeslot_id: null })),
  );
  const figures: InstanceFigures = {
    name,
    timeslots: instance.timeslots.length,
    wall_ms,
    first_progress_ms,
    peak_mb,
    solver: measureResult(instance, result),
    first_fit: measureResult(instance, baseline),
    hidden_violations: hidden ? measureResult(instance, hidden).violations : null,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

await main();
