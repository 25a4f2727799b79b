import type { SolveModel } from '../model/solve-model.ts';
import { Assignment } from './assignment.ts';
import { type BalanceFrame, eligibleFrame, placedFrame } from './balance-frame.ts';
import { buildCandidates, type Candidates } from './candidates.ts';
import { Feasibility } from './feasibility.ts';
import type { GameTable } from './game-table.ts';
import { createRng, randomInt } from './prng.ts';
import { Rule } from './rule.ts';
import { SoftCost } from './soft-cost.ts';

/** Where the search stands, reported at every pause. */
export interface SearchProgress {
  attempt: number;
  scheduled: number;
  bestScheduled: number;
  total: number;
}

const MAX_EJECT = 3;
const ROUNDS = 4;
const CONSTRUCT_CHUNK = 8;
const REPAIR_CHUNK = 16;
const ANNEAL_CHUNK = 1500;
/** Balance-phase iterations: per movable game, plus a floor for small instances. */
const BALANCE_PER_GAME = 300;
const BALANCE_FLOOR = 5_000;

/**
 * The timeslot search: greedy construction (hardest games first), ejection-chain repair with tabu and
 * adaptive weights to place the rest, then simulated annealing on the soft objective that never loses a
 * placed game, repeated for a few rounds while games remain unplaced; then a balance phase: annealing on the
 * objective re-read from the placement (SoftCost over placedFrame, mirroring analyse/spreads.ts) that keeps
 * every game placed, never lets the frame or the best_first priority penalty change, and keeps the best
 * state. Every hard rule is checked by Feasibility before any placement, so the assignment is legal at every
 * pause.
 *
 * `run()` is a generator that pauses every few milliseconds of work; the caller decides when to stop. All
 * budgets are counted in iterations, so results depend only on the seed and never on timing.
 */
export class Search {
  readonly state: Assignment;
  readonly feasibility: Feasibility;
  cost: SoftCost;
  readonly candidates: Candidates;
  attempt = 0;
  private readonly rng: () => number;
  private best: { slots: Int32Array; flips: Uint8Array };
  private bestPlaced: number;
  private bestCost: number;
  private readonly blockers: number[] = [];
  private readonly bestBlockers: number[] = [];
  private readonly tabu = new Map<number, number>();
  private readonly weight: Float64Array;
  private readonly movable: number[];
  private resultPlaced = 0;

  constructor(
    readonly model: SolveModel,
    readonly table: GameTable,
    seed: number,
  ) {
    this.rng = createRng(seed);
    this.state = new Assignment(model, table);
    this.feasibility = new Feasibility(model, table, this.state);
    this.cost = new SoftCost(model, table, this.state, eligibleFrame(model));
    for (let g = 0; g < table.count; g++) {
      const s = table.fixedSlot[g]!;
      if (s >= 0 && this.state.gameAt[s] === -1) this.put(g, s);
    }
    this.candidates = buildCandidates(this.feasibility);
    this.weight = new Float64Array(table.count).fill(1);
    this.movable = [];
    for (let g = 0; g < table.resultCount; g++) if (!table.fixed[g]) this.movable.push(g);
    this.best = this.state.snapshot();
    this.bestPlaced = this.resultPlaced;
    this.bestCost = this.cost.total;
  }

  private put(g: number, s: number): void {
    this.state.place(g, s);
    this.cost.apply(g, s, 1);
    if (g < this.table.resultCount) this.resultPlaced++;
  }

  private lift(g: number): void {
    this.cost.apply(g, this.state.slotOf[g]!, -1);
    this.state.unplace(g);
    if (g < this.table.resultCount) this.resultPlaced--;
  }

  private progress(): SearchProgress {
    return {
      attempt: this.attempt,
      scheduled: this.resultPlaced,
      bestScheduled: this.bestPlaced,
      total: this.table.resultCount,
    };
  }

  private remember(): void {
    if (
      this.resultPlaced > this.bestPlaced ||
      (this.resultPlaced === this.bestPlaced && this.cost.total < this.bestCost - 1e-9)
    ) {
      this.best = this.state.snapshot();
      this.bestPlaced = this.resultPlaced;
      this.bestCost = this.cost.total;
    }
  }

  /** Leaves the best state found in `state`: the current one if it places as many games, else the snapshot. */
  finish(): void {
    if (this.resultPlaced < this.bestPlaced) this.restoreBest();
  }

  private restoreBest(): void {
    this.state.restore(this.best);
    this.resultPlaced = 0;
    for (let g = 0; g < this.table.resultCount; g++) if (this.state.slotOf[g]! >= 0) this.resultPlaced++;
    const wasLocked = this.cost.isLocked;
    this.rebuildCost(this.cost.frame);
    if (wasLocked) this.cost.lock();
  }

  /** A fresh objective over `frame` with every placed game applied. */
  private rebuildCost(frame: BalanceFrame): void {
    this.cost = new SoftCost(this.model, this.table, this.state, frame);
    for (let g = 0; g < this.table.count; g++) {
      const s = this.state.slotOf[g]!;
      if (s >= 0) this.cost.apply(g, s, 1);
    }
  }

  /** Runs every phase; yields progress at pauses. */
  *run(): Generator<SearchProgress, void, void> {
    yield* this.construct();
    this.remember();
    const n = this.movable.length;
    for (let round = 0; round < ROUNDS; round++) {
      this.attempt = round + 1;
      if (this.resultPlaced < this.movable.length + this.fixedInResult()) {
        yield* this.repair(4000 + 40 * n);
        this.finishRepair();
      }
      yield* this.anneal(round === 0 ? 150 * n + 20_000 : 40 * n + 5000);
      this.placeFreeOnes();
      this.remember();
      if (this.bestPlaced === this.table.resultCount) break;
    }
    this.finish();
    yield* this.balance(BALANCE_PER_GAME * n + BALANCE_FLOOR);
  }

  /**
   * The balance phase: the objective is re-read from the placement and locked (see SoftCost), then annealed
   * by the same moves, each rejected when it would change the frame or raise the best_first priority
   * penalty; the best state of the phase is kept. No game is ever unplaced, so placement cannot drop.
   */
  private *balance(budget: number): Generator<SearchProgress, void, void> {
    this.rebuildCost(placedFrame(this.model, this.table, this.state));
    this.cost.lock();
    this.best = this.state.snapshot();
    this.bestCost = this.cost.total;
    yield* this.anneal(budget);
    if (this.cost.total > this.bestCost + 1e-9) this.restoreBest();
  }

  /** After annealing moved games around, unplaced games may have free legal slots: take them, feeders first. */
  private placeFreeOnes(): void {
    for (const g of this.movable) if (this.state.slotOf[g] === -1) this.placeBestFree(g);
  }

  private fixedInResult(): number {
    let count = 0;
    for (let g = 0; g < this.table.resultCount; g++) if (this.table.fixed[g]) count++;
    return count;
  }

  private finishRepair(): void {
    if (this.resultPlaced < this.bestPlaced) this.restoreBest();
  }

  private level(g: number, memo: Int32Array): number {
    if (memo[g]! >= 0) return memo[g]!;
    memo[g] = 0;
    let l = 0;
    for (const f of this.table.feeders[g]!) l = Math.max(l, this.level(f, memo) + 1);
    memo[g] = l;
    return l;
  }

  /** Hardest games first (fewest candidate slots), feeders before the games they feed. */
  private *construct(): Generator<SearchProgress, void, void> {
    const memo = new Int32Array(this.table.count).fill(-1);
    const keyed = this.movable.map((g) => ({
      g,
      level: this.level(g, memo),
      size: this.candidates.slots[g]!.length,
      tie: this.rng(),
    }));
    keyed.sort((a, b) => a.level - b.level || a.size - b.size || a.tie - b.tie);
    let done = 0;
    for (const { g } of keyed) {
      this.placeBestFree(g);
      if (++done % CONSTRUCT_CHUNK === 0) yield this.progress();
    }
  }

  /** Places g in its cheapest free legal slot; returns false when none exists. */
  private placeBestFree(g: number): boolean {
    const slots = this.candidates.slots[g]!;
    const masks = this.candidates.masks[g]!;
    const state = this.state;
    const current = state.flipped[g]!;
    const flipOk = state.canFlip(g);
    let bestSlot = -1;
    let bestFlip = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      if (state.gameAt[s] !== -1) continue;
      const m = masks[i]!;
      for (let f = 0; f < 2; f++) {
        const flip = f === 0 ? current : 1 - current;
        if (f === 1 && !flipOk) break;
        if (!((m >> flip) & 1)) continue;
        if (this.feasibility.scan(g, s, flip, null) !== Rule.Ok) continue;
        const c = this.cost.apply(g, s, 1) + this.rng() * 0.5;
        this.cost.apply(g, s, -1);
        if (c < bestCost) {
          bestCost = c;
          bestSlot = s;
          bestFlip = flip;
        }
        break;
      }
    }
    if (bestSlot < 0) return false;
    if (bestFlip !== current) state.flip(g);
    this.put(g, bestSlot);
    return true;
  }

  /**
   * Ejection chains: an unplaced game takes its free slot if it has one, else the slot whose blockers are
   * cheapest to move (weights grow for games displaced often), and the ejected games are placed next.
   * Tabu on (game, slot) stops a game from immediately reclaiming the slot it was pushed out of.
   */
  private *repair(budget: number): Generator<SearchProgress, void, void> {
    const state = this.state;
    const queue: number[] = [];
    for (const g of this.movable) if (state.slotOf[g] === -1) queue.push(g);
    const stuck: number[] = [];
    let iter = 0;
    let retries = 0;
    while (iter < budget) {
      if (queue.length === 0) {
        if (stuck.length === 0 || retries >= 3) break;
        retries++;
        queue.push(...stuck.splice(0));
      }
      const pick = this.rng() < 0.2 ? randomInt(this.rng, queue.length) : queue.length - 1;
      const g = queue[pick]!;
      queue[pick] = queue[queue.length - 1]!;
      queue.pop();
      if (state.slotOf[g]! >= 0) continue;
      iter++;
      this.weight[g]! += 1;
      if (!this.placeBestFree(g) && !this.eject(g, iter, queue)) stuck.push(g);
      this.remember();
      if (iter % REPAIR_CHUNK === 0) yield this.progress();
    }
  }

  private eject(g: number, iter: number, queue: number[]): boolean {
    const slots = this.candidates.slots[g]!;
    const masks = this.candidates.masks[g]!;
    const state = this.state;
    const current = state.flipped[g]!;
    const flipOk = state.canFlip(g);
    const slotCount = this.model.slots.count;
    let bestScore = Number.POSITIVE_INFINITY;
    let bestSlot = -1;
    let bestFlip = 0;
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      const until = this.tabu.get(g * slotCount + s);
      if (until !== undefined && until > iter) continue;
      const occupant = state.gameAt[s]!;
      if (occupant >= 0 && (this.table.fixed[occupant] || state.hasPlacedDependent(occupant))) continue;
      const m = masks[i]!;
      for (let f = 0; f < 2; f++) {
        const flip = f === 0 ? current : 1 - current;
        if (f === 1 && !flipOk) break;
        if (!((m >> flip) & 1)) continue;
        const r = this.feasibility.scan(g, s, flip, this.blockers);
        if (r !== Rule.Ok && r !== Rule.Blocked) continue;
        if (occupant >= 0 && !this.blockers.includes(occupant)) this.blockers.push(occupant);
        if (this.blockers.length === 0 || this.blockers.length > MAX_EJECT) continue;
        let score = this.rng();
        for (const b of this.blockers) score += this.weight[b]!;
        if (score < bestScore) {
          bestScore = score;
          bestSlot = s;
          bestFlip = flip;
          this.bestBlockers.length = 0;
          this.bestBlockers.push(...this.blockers);
        }
      }
    }
    if (bestSlot < 0) return false;
    for (const b of this.bestBlockers) {
      this.tabu.set(b * slotCount + state.slotOf[b]!, iter + 5 + randomInt(this.rng, 10));
      this.lift(b);
      queue.push(b);
    }
    if (bestFlip !== current) state.flip(g);
    this.put(g, bestSlot);
    return true;
  }

  /** Simulated annealing over relocations, swaps and home/away flips; never unplaces a game. */
  private *anneal(budget: number): Generator<SearchProgress, void, void> {
    const movable = this.movable;
    if (movable.length === 0) return;
    const state = this.state;
    const startT = 4;
    const endT = 0.02;
    const cooling = (endT / startT) ** (1 / budget);
    let temperature = startT;
    for (let iter = 0; iter < budget; iter++) {
      temperature *= cooling;
      const g = movable[randomInt(this.rng, movable.length)]!;
      const s0 = state.slotOf[g]!;
      const slots = this.candidates.slots[g]!;
      if (s0 < 0 || slots.length === 0) continue;
      const i = randomInt(this.rng, slots.length);
      const s = slots[i]!;
      if (s === s0) {
        this.tryFlip(g, s, this.candidates.masks[g]![i]!, temperature);
      } else {
        const o = state.gameAt[s]!;
        if (o < 0) this.tryRelocate(g, s0, s, this.candidates.masks[g]![i]!, temperature);
        else this.trySwap(g, o, s0, s, temperature);
      }
      if (iter % ANNEAL_CHUNK === 0) {
        this.remember();
        yield this.progress();
      }
    }
    this.remember();
  }

  /** Metropolis acceptance; a locked objective also refuses frame changes and priority losses. */
  private accept(delta: number, temperature: number, priorityBefore: number): boolean {
    const cost = this.cost;
    if (cost.isLocked && (cost.frameBreaks > 0 || cost.priority > priorityBefore + 1e-9)) return false;
    return delta <= 0 || this.rng() < Math.exp(-delta / temperature);
  }

  private tryFlip(g: number, s: number, mask: number, temperature: number): void {
    const state = this.state;
    const next = 1 - state.flipped[g]!;
    if (!((mask >> next) & 1) || !state.canFlip(g)) return;
    if (this.feasibility.scan(g, s, next, null) !== Rule.Ok) return;
    const priorityBefore = this.cost.priority;
    let delta = this.cost.apply(g, s, -1);
    state.flip(g);
    delta += this.cost.apply(g, s, 1);
    if (this.accept(delta, temperature, priorityBefore)) return;
    this.cost.apply(g, s, -1);
    state.flip(g);
    this.cost.apply(g, s, 1);
  }

  private tryRelocate(g: number, s0: number, s: number, mask: number, temperature: number): void {
    const flip = this.state.flipped[g]!;
    if (!((mask >> flip) & 1)) return;
    if (this.feasibility.scan(g, s, flip, null) !== Rule.Ok) return;
    const priorityBefore = this.cost.priority;
    const delta = this.cost.apply(g, s0, -1) + this.cost.apply(g, s, 1);
    if (this.accept(delta, temperature, priorityBefore)) {
      this.state.unplace(g);
      this.state.place(g, s);
    } else {
      this.cost.apply(g, s, -1);
      this.cost.apply(g, s0, 1);
    }
  }

  private allowedAt(g: number, s: number): boolean {
    return (
      this.feasibility.slotRule(g, s) === 0 &&
      this.feasibility.staticRule(g, s, this.state.flipped[g]!) === Rule.Ok
    );
  }

  private trySwap(g: number, o: number, s0: number, s: number, temperature: number): void {
    const table = this.table;
    if (table.fixed[o] || o >= table.resultCount) return;
    if (!this.allowedAt(g, s) || !this.allowedAt(o, s0)) return;
    const state = this.state;
    const priorityBefore = this.cost.priority;
    const delta = this.cost.apply(g, s0, -1) + this.cost.apply(o, s, -1);
    state.unplace(g);
    state.unplace(o);
    let ok = this.feasibility.scan(g, s, state.flipped[g]!, null) === Rule.Ok;
    if (ok) {
      state.place(g, s);
      ok = this.feasibility.scan(o, s0, state.flipped[o]!, null) === Rule.Ok;
      if (!ok) state.unplace(g);
    }
    if (ok) {
      const total = delta + this.cost.apply(g, s, 1) + this.cost.apply(o, s0, 1);
      if (this.accept(total, temperature, priorityBefore)) {
        state.place(o, s0);
        return;
      }
      this.cost.apply(g, s, -1);
      this.cost.apply(o, s0, -1);
      state.unplace(g);
    }
    this.cost.apply(g, s0, 1);
    this.cost.apply(o, s, 1);
    state.place(g, s0);
    state.place(o, s);
  }
}
