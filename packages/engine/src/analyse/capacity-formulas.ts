import type { ScheduleConfig } from '../model/instance.ts';

/** The schedule facts the slot estimate (slotsNeeded) depends on. */
export interface DemandShape {
  mode: ScheduleConfig['mode'];
  style: ScheduleConfig['style'];
  argument: ScheduleConfig['argument'];
  count: number;
  /** Team count of each of the schedule's divisions, in division_ids order (two for across-division). */
  teams_per_division: readonly number[];
  /** Weeks the schedule's date range touches (Reading 2). */
  weeks: number;
}

function isDoubled(shape: DemandShape): boolean {
  return shape.teams_per_division.length > 1 || shape.mode === 'practices';
}

function totalTeams(shape: DemandShape): number {
  return shape.teams_per_division.reduce((sum, n) => sum + n, 0);
}

/**
 * Slots needed, by the estimate the capacity check shows before a run (docs/schedules.md): simple enough to
 * explain in one line per style, so users can check it by hand. n is the team count of the schedule's own
 * (first) division. Round robin: rounds = count x n(n-1)/2; week = count x n x weeks / 2;
 * season = ceil(count x n / 2); each doubled for across-division schedules and for practices. Elimination
 * over all its teams: single n-1, double 2n-1. Fractions round up: half a slot is a whole slot.
 */
export function slotsNeeded(shape: DemandShape): number {
  const all = totalTeams(shape);
  if (shape.style === 'single') return Math.max(0, all - 1);
  if (shape.style === 'double') return Math.max(0, 2 * all - 1);
  const n = shape.teams_per_division[0] ?? 0;
  const factor = isDoubled(shape) ? 2 : 1;
  if (shape.argument === 'week') return Math.ceil((shape.count * n * shape.weeks) / 2) * factor;
  if (shape.argument === 'season') return Math.ceil((shape.count * n) / 2) * factor;
  return ((shape.count * n * (n - 1)) / 2) * factor;
}

/**
 * Slots needed in each single week: the week formula's one-week share for `week` schedules, otherwise
 * the season's need spread evenly over its weeks (a guide for where to add slots, not a hard rule).
 */
export function slotsNeededPerWeek(shape: DemandShape): number {
  if (shape.style === 'round' && shape.argument === 'week') {
    return slotsNeeded({ ...shape, weeks: 1 });
  }
  return shape.weeks === 0 ? 0 : Math.ceil(slotsNeeded(shape) / shape.weeks);
}

/**
 * The exact number of items the solver creates (docs/engine-contract.md, Result and Reading 11), which the
 * estimate's doubling only approximates: across-division rounds = count x n1 x n2; practices give
 * every team T items (T = count, or count x weeks for `week`); `week`/`season` games = ceil(T x n / 2).
 */
export function itemsToCreate(shape: DemandShape): number {
  const all = totalTeams(shape);
  if (shape.style !== 'round') return slotsNeeded(shape);
  const perTeam = shape.argument === 'week' ? shape.count * shape.weeks : shape.count;
  if (shape.mode === 'practices') return perTeam * all;
  if (shape.argument !== 'rounds') return Math.ceil((perTeam * all) / 2);
  const [first = 0, second] = shape.teams_per_division;
  if (second !== undefined) return shape.count * first * second;
  return (shape.count * first * (first - 1)) / 2;
}

/**
 * The most items one team can have: rounds count x opponents (across-division: the larger other side); week count x weeks; season count;
 * elimination the longest path through the bracket (single ceil(log2 n); double 2 ceil(log2 n) + 1,
 * a team that drops to the losers' bracket at once and wins through to the reset).
 */
export function itemsPerTeam(shape: DemandShape): number {
  const all = totalTeams(shape);
  const depth = all > 1 ? Math.ceil(Math.log2(all)) : 0;
  if (shape.style === 'single') return depth;
  if (shape.style === 'double') return all > 1 ? 2 * depth + 1 : 0;
  if (shape.argument === 'week') return shape.count * shape.weeks;
  if (shape.argument === 'season' || shape.mode === 'practices') return shape.count;
  const [first = 0, second] = shape.teams_per_division;
  return shape.count * (second === undefined ? first - 1 : Math.max(first, second));
}

/**
 * Weeks needed with the weekend method: ceil(items per team / 2), since the method allows two items a
 * week. A schedule with an explicit different weekly limit divides by that instead.
 */
export function weekendWeeksNeeded(shape: DemandShape, maxGamesWeek: number): number {
  const perWeek = maxGamesWeek > 0 ? maxGamesWeek : 2;
  return Math.ceil(itemsPerTeam(shape) / perWeek);
}
