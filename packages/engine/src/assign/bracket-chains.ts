import type { SlotTable } from '../model/slot-table.ts';
import type { Assignment } from './assignment.ts';
import type { GameTable } from './game-table.ts';

/** Which period a chain is counted in: the slot's local day or its week. */
export type ChainPeriod = 'day' | 'week';

/**
 * The longest chains of placed bracket games around a game (packages/engine/README.md,
 * Rules and Readings we chose). A team reaches every game of a chain of dependent games, so a chain's
 * games on one day (or in one week) count as one team's. Along a chain start times increase, so the games of
 * a chain that share a period are consecutive: the longest same-period chain through a game is the longest
 * run of placed same-period feeders ending at it plus the longest run of placed same-period dependents
 * starting at it. Memoised per query with stamps, so a query costs the game's same-period ancestors and
 * descendants once each (a double-elimination DAG has many more paths than games).
 */
export class BracketChains {
  private readonly memo: Int32Array;
  private readonly stamp: Int32Array;
  private stampValue = 0;

  constructor(
    private readonly table: GameTable,
    private readonly slots: SlotTable,
    private readonly state: Assignment,
  ) {
    this.memo = new Int32Array(table.count);
    this.stamp = new Int32Array(table.count);
  }

  private periodOf(s: number, period: ChainPeriod): number {
    return period === 'day' ? this.slots.day[s]! : this.slots.week[s]!;
  }

  /** Games in the longest chain of placed feeders of g (g excluded) in `value` of `period`, ending at g. */
  feedersRun(g: number, value: number, period: ChainPeriod): number {
    this.stampValue++;
    let best = 0;
    for (const f of this.table.feeders[g]!) best = Math.max(best, this.upFrom(f, value, period));
    return best;
  }

  /** Games in the longest chain of placed dependents starting at d (d included) in the period; 0 if d is not in it. */
  dependentsRun(d: number, value: number, period: ChainPeriod): number {
    this.stampValue++;
    return this.downFrom(d, value, period);
  }

  private upFrom(f: number, value: number, period: ChainPeriod): number {
    const s = this.state.slotOf[f]!;
    if (s < 0 || this.periodOf(s, period) !== value) return 0;
    if (this.stamp[f] === this.stampValue) return this.memo[f]!;
    let best = 0;
    for (const e of this.table.feeders[f]!) best = Math.max(best, this.upFrom(e, value, period));
    this.stamp[f] = this.stampValue;
    this.memo[f] = best + 1;
    return best + 1;
  }

  private downFrom(d: number, value: number, period: ChainPeriod): number {
    const s = this.state.slotOf[d]!;
    if (s < 0 || this.periodOf(s, period) !== value) return 0;
    if (this.stamp[d] === this.stampValue) return this.memo[d]!;
    let best = 0;
    for (const e of this.table.dependents[d]!) best = Math.max(best, this.downFrom(e, value, period));
    this.stamp[d] = this.stampValue;
    this.memo[d] = best + 1;
    return best + 1;
  }
}
