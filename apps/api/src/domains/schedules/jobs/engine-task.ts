import {
  type CancelSpec,
  type Diagnosis,
  diagnose,
  type Game,
  parseInstance,
  type ReplanOptions,
  type ReplanResult,
  type Result,
  replan,
} from '@app/engine';

/** Engine work a request asks for, run in a worker thread (never on a request thread: docs/ARCHITECTURE.md). */
export type EngineTask =
  | { kind: 'diagnose'; instance: unknown; result: Result; timeLimitMs: number }
  | { kind: 'replan'; instance: unknown; games: Game[]; cancel: CancelSpec; options: ReplanOptions };

export type EngineTaskResult =
  | { kind: 'diagnose'; diagnosis: Diagnosis }
  | { kind: 'replan'; result: ReplanResult };

/** Runs one task: a schedule's diagnosis again (docs/diagnosis.md), or a re-plan's proposal (docs/replans.md). */
export async function engineTask(task: EngineTask): Promise<EngineTaskResult> {
  const instance = parseInstance(task.instance);
  if (task.kind === 'diagnose') {
    return {
      kind: 'diagnose',
      diagnosis: await diagnose(instance, task.result, { timeLimitMs: task.timeLimitMs }),
    };
  }
  return { kind: 'replan', result: await replan(instance, task.games, task.cancel, task.options) };
}
