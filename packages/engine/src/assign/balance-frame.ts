import { earlyLateMidpoint, isCountedWeekday } from '../analyse/spreads.ts';
import type { SolveModel } from '../model/solve-model.ts';
import type { Assignment } from './assignment.ts';
import type { GameTable } from './game-table.ts';

/**
 * Per solved schedule k, what each balance term counts over, mirroring analyse/spreads.ts (the one
 * definition): the early/late midpoint (NaN: all starts equal, no early/late term), the counted weekdays,
 * the venues of free-choice games and the weeks holding an eligible slot. Arrays are indexed by schedule
 * (times 7 weekdays, venues or week offsets); week offsets count from `weekBase`.
 */
export interface BalanceFrame {
  midpoint: Float64Array;
  /** Earliest and latest start minute the frame was read from (equal when midpoint is NaN). */
  earliest: Int32Array;
  latest: Int32Array;
  weekdayOn: Uint8Array;
  venueOn: Uint8Array;
  weekOn: Uint8Array;
  weekBase: number;
  weekSpan: number;
  /** Read from a placement (the balance phase, where best_first priority may no longer drop). */
  isPlaced: boolean;
}

/**
 * Whether g's venue at s is a free choice (spreads' definition): practices always; a game unless a team with
 * home venues is its home team under enforce_home, or has a home_only constraint on the slot's day.
 */
export function isVenueFree(
  model: SolveModel,
  table: GameTable,
  g: number,
  s: number,
  home: number,
  visitor: number,
): boolean {
  if (table.isPractice[g]) return true;
  const k = table.schedule[g]!;
  const index = model.slots.day[s]! - model.slots.minDay;
  for (let side = 0; side < 2; side++) {
    const t = side === 0 ? home : visitor;
    if (t < 0) continue;
    const team = model.teams[t]!;
    if (team.homeVenues.length === 0) continue;
    if (side === 0 && model.params.enforceHome[k] === 1) return false;
    if (team.dayRules[index]?.homeOnly) return false;
  }
  return true;
}

function emptyFrame(model: SolveModel): BalanceFrame {
  const ns = model.schedules.length;
  const weeks = model.slots.count > 0 ? [...model.slots.week] : [1];
  const weekBase = Math.min(...weeks);
  const weekSpan = Math.max(...weeks) - weekBase + 1;
  const frame: BalanceFrame = {
    midpoint: new Float64Array(ns).fill(Number.NaN),
    earliest: new Int32Array(ns),
    latest: new Int32Array(ns),
    weekdayOn: new Uint8Array(ns * 7),
    venueOn: new Uint8Array(ns * model.distances.venueCount),
    weekOn: new Uint8Array(ns * weekSpan),
    weekBase,
    weekSpan,
    isPlaced: false,
  };
  model.schedules.forEach((info, k) => {
    for (const s of info.eligible) frame.weekOn[k * weekSpan + model.slots.week[s]! - weekBase] = 1;
  });
  return frame;
}

/** Sets schedule k's midpoint and counted weekdays from its start minutes and weekday counts. */
function readStarts(
  frame: BalanceFrame,
  k: number,
  minutes: readonly number[],
  perWeekday: readonly number[],
): void {
  if (minutes.length === 0) return;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const m of minutes) {
    low = Math.min(low, m);
    high = Math.max(high, m);
  }
  frame.earliest[k] = low;
  frame.latest[k] = high;
  frame.midpoint[k] = earlyLateMidpoint(low, high) ?? Number.NaN;
  for (let d = 0; d < 7; d++)
    frame.weekdayOn[k * 7 + d] = isCountedWeekday(perWeekday[d]!, minutes.length) ? 1 : 0;
}

/**
 * The frame a schedule's supply suggests before anything is placed: its eligible slots' start range,
 * weekdays holding a tenth of them, and every venue with an eligible slot. Used while games are still
 * being placed, when the real frame is not known yet.
 */
export function eligibleFrame(model: SolveModel): BalanceFrame {
  const frame = emptyFrame(model);
  const nv = model.distances.venueCount;
  model.schedules.forEach((info, k) => {
    const perWeekday = new Array<number>(7).fill(0);
    const minutes: number[] = [];
    for (const s of info.eligible) {
      minutes.push(model.slots.startMinute[s]!);
      perWeekday[model.slots.weekday[s]!]! += 1;
      frame.venueOn[k * nv + model.slots.venue[s]!] = 1;
    }
    readStarts(frame, k, minutes, perWeekday);
  });
  return frame;
}

/**
 * The frame of the current placement, exactly as balanceSpreads reads a result: placed games of each solved
 * schedule (fixed ones included) give its start range, counted weekdays and free-choice venues.
 */
export function placedFrame(model: SolveModel, table: GameTable, state: Assignment): BalanceFrame {
  const frame = emptyFrame(model);
  frame.isPlaced = true;
  const ns = model.schedules.length;
  const nv = model.distances.venueCount;
  const minutes: number[][] = model.schedules.map(() => []);
  const perWeekday: number[][] = model.schedules.map(() => new Array<number>(7).fill(0));
  for (let g = 0; g < table.count; g++) {
    const k = table.schedule[g]!;
    const s = state.slotOf[g]!;
    if (k >= ns || s < 0) continue;
    minutes[k]!.push(model.slots.startMinute[s]!);
    perWeekday[k]![model.slots.weekday[s]!]! += 1;
    if (isVenueFree(model, table, g, s, state.homeOf(g), state.visitorOf(g)))
      frame.venueOn[k * nv + model.slots.venue[s]!] = 1;
  }
  for (let k = 0; k < ns; k++) readStarts(frame, k, minutes[k]!, perWeekday[k]!);
  return frame;
}
