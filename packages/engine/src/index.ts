/**
 * The scheduling engine's one public entry: pure functions over plain data (no I/O, no clock except the
 * solve's optional time limit, randomness only from a seed).
 */

export * from './analyse/index.ts';
export * from './brackets/index.ts';
export { applyFixToInstance } from './diagnose/apply-fix.ts';
export { type DiagnoseOptions, diagnose } from './diagnose/diagnose.ts';
export type * from './diagnose/diagnosis.ts';
export { DIAGNOSIS_RULES } from './diagnose/diagnosis.ts';
export { type DryRunAnswer, dryRun } from './dry-run.ts';
export {
  gameText,
  type Reason,
  type ReasonFeeder,
  type ReasonGame,
  type ReasonParam,
  type ReasonSide,
  reasonText,
} from './explain/reason.ts';
export type * from './model/ids.ts';
export type * from './model/instance.ts';
export { TIME_CONSTRAINT_KINDS } from './model/instance.ts';
export { InstanceError } from './model/instance-error.ts';
export { parseInstance } from './model/parse-instance.ts';
export { parseResult } from './model/parse-result.ts';
export * from './pairings/index.ts';
export { replan } from './replan/replan.ts';
export type * from './replan/replan-types.ts';
export { type SolveOptions, type SolveProgress, type SolveResult, solve } from './solve.ts';
export * from './standings/index.ts';
export * from './validate/index.ts';
