import { type BalanceSpreads, balanceSpreads } from '../../packages/engine/src/analyse/spreads.ts';
import type { Instance, Result } from '../../packages/engine/src/model/instance.ts';
import { validateResult } from '../../packages/engine/src/validate/index.ts';

/** What the benchmark reports about one result: placement, hard violations and soft spreads. */
export interface ResultFigures {
  games: number;
  scheduled: number;
  unscheduled: number;
  success_rate: number;
  violations: number;
  spreads: BalanceSpreads;
}

/** Figures of a result, with violations counted by the independent validator (never by the solver). */
export function measureResult(instance: Instance, result: Result): ResultFigures {
  const report = validateResult(instance, result);
  return {
    games: result.games.length,
    scheduled: report.metrics.scheduled,
    unscheduled: report.metrics.unscheduled,
    success_rate: report.metrics.success_rate,
    violations: report.violations.length,
    spreads: balanceSpreads({ ...instance, games: result.games }),
  };
}
