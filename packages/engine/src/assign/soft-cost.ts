import { isCountedWeekday } from '../analyse/spreads.ts';
import type { SolveModel } from '../model/solve-model.ts';
import type { Assignment } from './assignment.ts';
import { type BalanceFrame, isVenueFree } from './balance-frame.ts';
import type { GameTable } from './game-table.ts';

const VENUE_PRIORITY_WEIGHT = 3;
const SURFACE_PRIORITY_WEIGHT = 1;
const EVENLY_WEIGHT = { low: 6, medium: 4, high: 2 } as const;
const BEST_FIRST_SPREAD_WEIGHT = 1;
/** Once the balance phase forbids any priority loss, best_first venues can be balanced as hard as evenly ones. */
const LOCKED_BEST_FIRST_SPREAD_WEIGHT = 6;
const EARLY_LATE_WEIGHT = 3;
const WEEKDAY_WEIGHT = 6;
const WEEK_WEIGHT = 3;
/** Per hour after the schedule's first slot, for elimination games: later rounds need the time that is left. */
const BRACKET_HOUR_WEIGHT = 4;
const MINUTES_PER_DAY = 1440;

/**
 * The soft objective, kept incrementally so every move is scored in O(1). It mirrors analyse/spreads.ts
 * over a BalanceFrame: per (team, schedule) pair, the variance-like sum Σc² − (Σc)²/m of the pair's games
 * over the frame's venues (free-choice games only), counted weekdays and eligible weeks, plus
 * (early − late)² around the frame's midpoint; per game, a best_first penalty for lower venue then surface
 * priority (also kept apart in `priority`), and for elimination games the hours after the first slot.
 *
 * Once `lock()`ed, `frameBreaks` counts the frame facts the placement no longer matches (a start outside
 * the frame's range or the last one at its edge, a weekday crossing the tenth, a venue gaining or losing all
 * free-choice games): a move leaving it above 0 would change the definitions the objective measures.
 */
export class SoftCost {
  total = 0;
  priority = 0;
  frameBreaks = 0;
  isLocked = false;
  private readonly nv: number;
  private readonly ns: number;
  private readonly pairOf: Int32Array;
  private readonly venueCount: Int32Array;
  private readonly venueSum: Int32Array;
  private readonly weekdayCount: Int32Array;
  private readonly weekdaySum: Int32Array;
  private readonly weekCount: Int32Array;
  private readonly weekSum: Int32Array;
  private readonly earlyLate: Int32Array;
  /** Per schedule: each term's weight and the number of buckets it spans (m). */
  private readonly wVenue: Float64Array;
  private readonly wEarly: Float64Array;
  private readonly wDay: Float64Array;
  private readonly wWeek: Float64Array;
  private readonly mVenue: Int32Array;
  private readonly mDay: Int32Array;
  private readonly mWeek: Int32Array;
  private readonly priorityOn: Uint8Array;
  /** First eligible slot start per elimination schedule; NaN for round robins. */
  private readonly bracketStart: Float64Array;
  /** Frame bookkeeping per schedule: placed starts per minute of day, per weekday, free games per venue. */
  private readonly minuteCount: Int32Array;
  private readonly dayCount: Int32Array;
  private readonly freeCount: Int32Array;
  private readonly lockedTotal: Int32Array;

  constructor(
    private readonly model: SolveModel,
    private readonly table: GameTable,
    private readonly state: Assignment,
    readonly frame: BalanceFrame,
  ) {
    const ns = model.schedules.length;
    const nv = model.distances.venueCount;
    this.ns = ns;
    this.nv = nv;
    this.pairOf = new Int32Array(table.count * 2).fill(-1);
    const pairIndex = new Map<number, number>();
    for (let g = 0; g < table.count; g++) {
      const k = table.schedule[g]!;
      if (k >= ns) continue;
      for (let side = 0; side < 2; side++) {
        const t = side === 0 ? table.home[g]! : table.visitor[g]!;
        if (t < 0) continue;
        const key = t * ns + k;
        let p = pairIndex.get(key);
        if (p === undefined) {
          p = pairIndex.size;
          pairIndex.set(key, p);
        }
        this.pairOf[g * 2 + side] = p;
      }
    }
    const np = pairIndex.size;
    this.venueCount = new Int32Array(np * nv);
    this.venueSum = new Int32Array(np);
    this.weekdayCount = new Int32Array(np * 7);
    this.weekdaySum = new Int32Array(np);
    this.weekCount = new Int32Array(np * frame.weekSpan);
    this.weekSum = new Int32Array(np);
    this.earlyLate = new Int32Array(np);
    this.wVenue = new Float64Array(ns);
    this.wEarly = new Float64Array(ns);
    this.wDay = new Float64Array(ns);
    this.wWeek = new Float64Array(ns);
    this.mVenue = new Int32Array(ns);
    this.mDay = new Int32Array(ns);
    this.mWeek = new Int32Array(ns);
    this.priorityOn = new Uint8Array(ns + 1);
    this.bracketStart = new Float64Array(ns + 1).fill(Number.NaN);
    model.schedules.forEach((info, k) => {
      const c = info.config;
      this.mVenue[k] = countOn(frame.venueOn, k * nv, nv);
      this.mDay[k] = countOn(frame.weekdayOn, k * 7, 7);
      this.mWeek[k] = countOn(frame.weekOn, k * frame.weekSpan, frame.weekSpan);
      const venueWeight =
        c.venue_balance_method === 'evenly'
          ? EVENLY_WEIGHT[c.venue_balance_tolerance]
          : frame.isPlaced
            ? LOCKED_BEST_FIRST_SPREAD_WEIGHT
            : BEST_FIRST_SPREAD_WEIGHT;
      this.wVenue[k] = c.balance_venues && this.mVenue[k]! > 1 ? venueWeight : 0;
      this.wEarly[k] = c.balance_early_late && !Number.isNaN(frame.midpoint[k]!) ? EARLY_LATE_WEIGHT : 0;
      this.wDay[k] = c.balance_days && this.mDay[k]! > 1 ? WEEKDAY_WEIGHT : 0;
      this.wWeek[k] = this.mWeek[k]! > 1 ? WEEK_WEIGHT : 0;
      this.priorityOn[k] = c.balance_venues && c.venue_balance_method === 'best_first' ? 1 : 0;
      if (c.style !== 'round' && info.eligible.length > 0)
        this.bracketStart[k] = Math.min(...Array.from(info.eligible, (e) => model.slots.startMs[e]!));
    });
    this.minuteCount = new Int32Array(ns * MINUTES_PER_DAY);
    this.dayCount = new Int32Array(ns * 7);
    this.freeCount = new Int32Array(ns * nv);
    this.lockedTotal = new Int32Array(ns);
  }

  /**
   * From now on, count in `frameBreaks` how far the placement strays from the frame. Call it with every
   * placed game applied and a frame read from that placement (placedFrame), so it starts at 0.
   */
  lock(): void {
    this.isLocked = true;
    this.frameBreaks = 0;
    const f = this.frame;
    for (let k = 0; k < this.ns; k++) {
      let total = 0;
      for (let d = 0; d < 7; d++) total += this.dayCount[k * 7 + d]!;
      this.lockedTotal[k] = total;
      // A schedule with nothing placed has no frame to keep, and the balance phase places nothing.
      if (total === 0) continue;
      for (let m = 0; m < MINUTES_PER_DAY; m++)
        if (!this.minuteFits(k, m, this.minuteCount[k * MINUTES_PER_DAY + m]!)) this.frameBreaks++;
      for (let d = 0; d < 7; d++) if (!this.weekdayFits(k, d, this.dayCount[k * 7 + d]!)) this.frameBreaks++;
      for (let v = 0; v < this.nv; v++)
        if ((this.freeCount[k * this.nv + v]! > 0 ? 1 : 0) !== f.venueOn[k * this.nv + v]) this.frameBreaks++;
    }
  }

  private minuteFits(k: number, m: number, count: number): boolean {
    const low = this.frame.earliest[k]!;
    const high = this.frame.latest[k]!;
    if (m < low || m > high) return count === 0;
    return m === low || m === high ? count > 0 : true;
  }

  private weekdayFits(k: number, d: number, count: number): boolean {
    return isCountedWeekday(count, this.lockedTotal[k]!) === (this.frame.weekdayOn[k * 7 + d] === 1);
  }

  /** Adds (sign 1) or removes (sign -1) g at s under its current flip; returns the change of `total`. */
  apply(g: number, s: number, sign: 1 | -1): number {
    const slots = this.model.slots;
    const table = this.table;
    const k = table.schedule[g]!;
    let delta = 0;
    if (this.priorityOn[k] && !table.fixed[g]) {
      const p =
        sign *
        ((3 - slots.venuePriority[s]!) * VENUE_PRIORITY_WEIGHT +
          (3 - slots.surfacePriority[s]!) * SURFACE_PRIORITY_WEIGHT);
      this.priority += p;
      delta += p;
    }
    const bracketStart = this.bracketStart[k]!;
    if (!Number.isNaN(bracketStart))
      delta += (sign * BRACKET_HOUR_WEIGHT * (slots.startMs[s]! - bracketStart)) / 3_600_000;
    if (k >= this.ns) {
      this.total += delta;
      return delta;
    }
    const f = this.frame;
    const nv = this.nv;
    const venue = slots.venue[s]!;
    const weekday = slots.weekday[s]!;
    const week = slots.week[s]! - f.weekBase;
    const minute = slots.startMinute[s]!;
    const isFree = isVenueFree(this.model, table, g, s, this.state.homeOf(g), this.state.visitorOf(g));
    const venueOn = isFree && f.venueOn[k * nv + venue] === 1;
    const dayOn = f.weekdayOn[k * 7 + weekday] === 1;
    const weekOn = f.weekOn[k * f.weekSpan + week] === 1;
    const midpoint = f.midpoint[k]!;
    const early = Number.isNaN(midpoint) ? 0 : minute < midpoint ? 1 : -1;
    for (let side = 0; side < 2; side++) {
      const p = this.pairOf[g * 2 + side]!;
      if (p < 0) continue;
      if (venueOn)
        delta += bumpSpread(
          this.venueCount,
          p * nv + venue,
          this.venueSum,
          p,
          sign,
          this.wVenue[k]!,
          this.mVenue[k]!,
        );
      if (dayOn)
        delta += bumpSpread(
          this.weekdayCount,
          p * 7 + weekday,
          this.weekdaySum,
          p,
          sign,
          this.wDay[k]!,
          this.mDay[k]!,
        );
      if (weekOn)
        delta += bumpSpread(
          this.weekCount,
          p * f.weekSpan + week,
          this.weekSum,
          p,
          sign,
          this.wWeek[k]!,
          this.mWeek[k]!,
        );
      if (early !== 0) {
        const d = this.earlyLate[p]!;
        const nd = d + sign * early;
        this.earlyLate[p] = nd;
        delta += this.wEarly[k]! * (nd * nd - d * d);
      }
    }
    this.trackFrame(k, minute, weekday, isFree ? venue : -1, sign);
    this.total += delta;
    return delta;
  }

  private trackFrame(k: number, minute: number, weekday: number, freeVenue: number, sign: 1 | -1): void {
    const mi = k * MINUTES_PER_DAY + minute;
    const m0 = this.minuteCount[mi]!;
    this.minuteCount[mi] = m0 + sign;
    const di = k * 7 + weekday;
    const d0 = this.dayCount[di]!;
    this.dayCount[di] = d0 + sign;
    const vi = k * this.nv + freeVenue;
    const v0 = freeVenue < 0 ? 0 : this.freeCount[vi]!;
    if (freeVenue >= 0) this.freeCount[vi] = v0 + sign;
    if (!this.isLocked || this.lockedTotal[k] === 0) return;
    this.frameBreaks +=
      (this.minuteFits(k, minute, m0 + sign) ? 0 : 1) - (this.minuteFits(k, minute, m0) ? 0 : 1);
    this.frameBreaks +=
      (this.weekdayFits(k, weekday, d0 + sign) ? 0 : 1) - (this.weekdayFits(k, weekday, d0) ? 0 : 1);
    if (freeVenue >= 0 && (v0 === 0 || v0 + sign === 0)) {
      const on = this.frame.venueOn[vi] === 1;
      this.frameBreaks += (v0 + sign > 0 === on ? 0 : 1) - (v0 > 0 === on ? 0 : 1);
    }
  }
}

function countOn(flags: Uint8Array, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) n += flags[i]!;
  return n;
}

/** Moves one game into (sign 1) or out of a bucket; returns the change of w·(Σc² − (Σc)²/m). */
function bumpSpread(
  counts: Int32Array,
  i: number,
  sums: Int32Array,
  p: number,
  sign: 1 | -1,
  weight: number,
  m: number,
): number {
  const c = counts[i]!;
  const sum = sums[p]!;
  counts[i] = c + sign;
  sums[p] = sum + sign;
  if (weight === 0) return 0;
  const squares = sign === 1 ? 2 * c + 1 : 1 - 2 * c;
  const sumSquared = sign === 1 ? 2 * sum + 1 : 1 - 2 * sum;
  return weight * (squares - sumSquared / m);
}
