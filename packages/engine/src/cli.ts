import { readFileSync, writeFileSync } from 'node:fs';
import { diagnose } from './diagnose/diagnose.ts';
import { InstanceError } from './model/instance-error.ts';
import { parseInstance } from './model/parse-instance.ts';
import { parseResult } from './model/parse-result.ts';
import { solve } from './solve.ts';
import { formatValidationReport, validateResult } from './validate/index.ts';

/*
 * The engine's command line (docs/engine-contract.md). The only module of the package that touches files,
 * the process and the clock:
 *   solve INSTANCE.json --out RESULT.json [--time-limit SECONDS] [--seed N] [--no-diagnosis]
 *                                                                              (exit 0; 2 on invalid input)
 *   validate INSTANCE.json RESULT.json                                         (exit 1 on a hard violation)
 */

const USAGE = [
  'usage: engine solve INSTANCE.json --out RESULT.json [--time-limit SECONDS] [--seed N] [--no-diagnosis]',
  '       engine validate INSTANCE.json RESULT.json',
].join('\n');

class UsageError extends Error {}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new InstanceError('', `cannot read ${what} file "${file}"`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InstanceError('', `${what} file "${file}" is not JSON: ${(error as Error).message}`);
  }
}

function numberOption(value: string | undefined, name: string, min: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n < min)
    throw new UsageError(`${name} needs a number >= ${min}`);
  return n;
}

async function runSolve(args: string[]): Promise<number> {
  let input: string | undefined;
  let out: string | undefined;
  let timeLimit = 30;
  let seed = 1;
  let withDiagnosis = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out') out = args[++i];
    else if (arg === '--no-diagnosis') withDiagnosis = false;
    else if (arg === '--time-limit') timeLimit = numberOption(args[++i], '--time-limit', 0);
    else if (arg === '--seed') seed = Math.trunc(numberOption(args[++i], '--seed', 0));
    else if (input === undefined && !arg.startsWith('--')) input = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (input === undefined || out === undefined)
    throw new UsageError('solve needs INSTANCE.json and --out RESULT.json');
  const instance = parseInstance(readJson(input, 'instance'));
  // The file holds the contract's Result only; the reasons as data are the library's (docs/engine-contract.md).
  const { unscheduled_details: _details, ...result } = await solve(instance, {
    seed,
    timeLimitMs: timeLimit * 1000,
  });
  // A partial result says why and what would fix it (docs/diagnosis.md), unless asked not to.
  const written =
    withDiagnosis && result.status === 'partial'
      ? { ...result, diagnosis: await diagnose(instance, result, { seed }) }
      : result;
  writeFileSync(out, `${JSON.stringify(written, null, 2)}\n`);
  return 0;
}

function runValidate(args: string[]): number {
  const [instanceFile, resultFile, ...rest] = args;
  if (instanceFile === undefined || resultFile === undefined || rest.length > 0) {
    throw new UsageError('validate needs INSTANCE.json RESULT.json');
  }
  const instance = parseInstance(readJson(instanceFile, 'instance'));
  const result = parseResult(readJson(resultFile, 'result'));
  const report = validateResult(instance, result);
  process.stdout.write(`${formatValidationReport(report)}\n`);
  return report.violations.length > 0 ? 1 : 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'solve') return await runSolve(args);
    if (command === 'validate') return runValidate(args);
    throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
  } catch (error) {
    if (error instanceof InstanceError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
