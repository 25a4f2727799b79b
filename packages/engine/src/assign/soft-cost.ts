import type { SolveModel } from '../model/solve-model.ts';
import type { Assignment } from './assignment.ts';
import type { GameTable } from './game-table.ts';

/** Weights of the soft objective; each balance term is a sum of squares so deltas are O(1). */
const VENUE_PRIORITY_WEIGHT = 3;
const SURFACE_PRIORITY_WEIGHT = 1;
const EVENLY_WEIGHT = { low: 6, medium: 4, high: 2 } as const;
const BEST_FIRST_SPREAD_WEIGHT = 1;
const EARLY_LATE_WEIGHT = 3;
const WEEKDAY_WEIGHT = 2;
const WEEK_WEIGHT = 3;
/** Per hour after the schedule's first slot, for elimination games: later rounds need the time that is left. */
const BRACKET_HOUR_WEIGHT = 4;

/**
 * The soft objective, kept incrementally: per team, squares of games per venue, per weekday and per week,
 * and (early - late)^2; per game, a best_first penalty for lower venue then surface priority, and for
 * elimination games the hours after the first slot (so brackets leave time for their later rounds). A team's
 * weights come from the first solved schedule of its division, so the objective is one fixed function and
 * `apply` returns exact deltas. Fixed games count in the buckets but carry no priority penalty.
 */
export class SoftCost {
  total = 0;
  private readonly venueCount: Int32Array;
  private readonly weekdayCount: Int32Array;
  private readonly weekCount: Int32Array;
  private readonly earlyLate: Int32Array;
  private readonly wVenue: Float64Array;
  private readonly wEarly: Float64Array;
  private readonly wDay: Float64Array;
  private readonly wWeek: Float64Array;
  private readonly priorityOn: Uint8Array;
  private readonly earlyBefore: Int32Array;
  /** First eligible slot start per elimination schedule; NaN for round robins. */
  private readonly bracketStart: Float64Array;
  private readonly nv: number;
  private readonly weekBase: number;
  private readonly weekSpan: number;

  constructor(
    private readonly model: SolveModel,
    private readonly table: GameTable,
    private readonly state: Assignment,
  ) {
    const nt = model.teams.length;
    this.nv = model.distances.venueCount;
    const weeks = model.slots.count > 0 ? [...model.slots.week] : [1];
    this.weekBase = Math.min(...weeks);
    this.weekSpan = Math.max(...weeks) - this.weekBase + 1;
    this.venueCount = new Int32Array(nt * this.nv);
    this.weekdayCount = new Int32Array(nt * 7);
    this.weekCount = new Int32Array(nt * this.weekSpan);
    this.earlyLate = new Int32Array(nt);
    this.wVenue = new Float64Array(nt);
    this.wEarly = new Float64Array(nt);
    this.wDay = new Float64Array(nt);
    this.wWeek = new Float64Array(nt);
    const seen = new Uint8Array(nt);
    for (const info of model.schedules) {
      const c = info.config;
      model.teams.forEach((team, t) => {
        if (seen[t] || !info.divisions.includes(team.division)) return;
        seen[t] = 1;
        this.wVenue[t] = !c.balance_venues
          ? 0
          : c.venue_balance_method === 'evenly'
            ? EVENLY_WEIGHT[c.venue_balance_tolerance]
            : BEST_FIRST_SPREAD_WEIGHT;
        this.wEarly[t] = c.balance_early_late ? EARLY_LATE_WEIGHT : 0;
        this.wDay[t] = c.balance_days ? WEEKDAY_WEIGHT : 0;
        this.wWeek[t] = WEEK_WEIGHT;
      });
    }
    const ns = model.schedules.length + 1;
    this.priorityOn = new Uint8Array(ns);
    this.earlyBefore = new Int32Array(ns);
    model.schedules.forEach((info, k) => {
      const c = info.config;
      this.priorityOn[k] = c.balance_venues && c.venue_balance_method === 'best_first' ? 1 : 0;
      this.earlyBefore[k] = info.earlyBefore;
    });
    this.earlyBefore[ns - 1] = 720;
    this.bracketStart = new Float64Array(ns).fill(Number.NaN);
    model.schedules.forEach((info, k) => {
      if (info.config.style === 'round' || info.eligible.length === 0) return;
      this.bracketStart[k] = Math.min(...Array.from(info.eligible, (e) => model.slots.startMs[e]!));
    });
  }

  /** Adds (sign 1) or removes (sign -1) g at s under its current flip; returns the change of `total`. */
  apply(g: number, s: number, sign: 1 | -1): number {
    const slots = this.model.slots;
    const k = this.table.schedule[g]!;
    let delta = 0;
    if (this.priorityOn[k] && !this.table.fixed[g]) {
      delta +=
        sign *
        ((3 - slots.venuePriority[s]!) * VENUE_PRIORITY_WEIGHT +
          (3 - slots.surfacePriority[s]!) * SURFACE_PRIORITY_WEIGHT);
    }
    const bracketStart = this.bracketStart[k]!;
    if (!Number.isNaN(bracketStart))
      delta += (sign * BRACKET_HOUR_WEIGHT * (slots.startMs[s]! - bracketStart)) / 3_600_000;
    const venue = slots.venue[s]!;
    const weekday = slots.weekday[s]!;
    const week = slots.week[s]! - this.weekBase;
    const early = slots.startMinute[s]! < this.earlyBefore[k]! ? 1 : -1;
    const h = this.state.homeOf(g);
    const v = this.state.visitorOf(g);
    for (let side = 0; side < 2; side++) {
      const t = side === 0 ? h : v;
      if (t < 0 || (side === 1 && t === h)) continue;
      delta += this.bump(this.venueCount, t * this.nv + venue, sign, this.wVenue[t]!);
      delta += this.bump(this.weekdayCount, t * 7 + weekday, sign, this.wDay[t]!);
      delta += this.bump(this.weekCount, t * this.weekSpan + week, sign, this.wWeek[t]!);
      const d = this.earlyLate[t]!;
      const nd = d + sign * early;
      this.earlyLate[t] = nd;
      delta += this.wEarly[t]! * (nd * nd - d * d);
    }
    this.total += delta;
    return delta;
  }

  private bump(counts: Int32Array, i: number, sign: 1 | -1, weight: number): number {
    const c = counts[i]!;
    counts[i] = c + sign;
    return weight * (sign === 1 ? 2 * c + 1 : 1 - 2 * c);
  }
}
