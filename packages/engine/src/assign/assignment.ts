import type { SolveModel } from '../model/solve-model.ts';
import type { GameTable } from './game-table.ts';

/**
 * The mutable placement of every game: slot per game, game per slot, home/away flip per game, and each
 * team's placed games. Invariant: `slotOf[g] === s` exactly when `gameAt[s] === g`, and g is listed in
 * teamItems of each of its known teams exactly while placed. Rules are not checked here: callers do.
 */
export class Assignment {
  readonly slotOf: Int32Array;
  readonly flipped: Uint8Array;
  readonly gameAt: Int32Array;
  readonly teamItems: number[][];
  /** (home - away) per team per schedule over all games, placed or not; flips keep it within 1. */
  readonly homeDiff: Int32Array;
  private readonly scheduleCount: number;
  placed = 0;

  constructor(
    model: SolveModel,
    readonly table: GameTable,
  ) {
    this.slotOf = new Int32Array(table.count).fill(-1);
    this.flipped = new Uint8Array(table.count);
    this.gameAt = new Int32Array(model.slots.count).fill(-1);
    this.teamItems = model.teams.map(() => []);
    this.scheduleCount = model.params.neutral + 1;
    this.homeDiff = new Int32Array(model.teams.length * this.scheduleCount);
    for (let g = 0; g < table.count; g++) {
      const h = table.home[g]!;
      const v = table.visitor[g]!;
      if (h >= 0 && v >= 0) {
        this.homeDiff[h * this.scheduleCount + table.schedule[g]!]! += 1;
        this.homeDiff[v * this.scheduleCount + table.schedule[g]!]! -= 1;
      }
    }
  }

  /** Home team index of g under its current flip. */
  homeOf(g: number): number {
    return this.flipped[g] ? this.table.visitor[g]! : this.table.home[g]!;
  }

  /** Visitor team index of g under its current flip. */
  visitorOf(g: number): number {
    return this.flipped[g] ? this.table.home[g]! : this.table.visitor[g]!;
  }

  /** Whether g may be played with home and away exchanged from its current state (each team stays within 1). */
  canFlip(g: number): boolean {
    const t = this.table;
    if (t.fixed[g] || t.home[g]! < 0 || t.visitor[g]! < 0) return false;
    const k = t.schedule[g]!;
    const h = this.homeOf(g) * this.scheduleCount + k;
    const v = this.visitorOf(g) * this.scheduleCount + k;
    const dh = this.homeDiff[h]!;
    const dv = this.homeDiff[v]!;
    return Math.abs(dh - 2) <= Math.max(1, Math.abs(dh)) && Math.abs(dv + 2) <= Math.max(1, Math.abs(dv));
  }

  /** Exchanges home and away of g; the caller has checked canFlip and the hard rules. */
  flip(g: number): void {
    const k = this.table.schedule[g]!;
    this.homeDiff[this.homeOf(g) * this.scheduleCount + k]! -= 2;
    this.homeDiff[this.visitorOf(g) * this.scheduleCount + k]! += 2;
    this.flipped[g] = this.flipped[g] ? 0 : 1;
  }

  place(g: number, s: number): void {
    this.slotOf[g] = s;
    this.gameAt[s] = g;
    const h = this.table.home[g]!;
    const v = this.table.visitor[g]!;
    if (h >= 0) this.teamItems[h]!.push(g);
    if (v >= 0 && v !== h) this.teamItems[v]!.push(g);
    this.placed++;
  }

  unplace(g: number): void {
    const s = this.slotOf[g]!;
    this.slotOf[g] = -1;
    this.gameAt[s] = -1;
    const h = this.table.home[g]!;
    const v = this.table.visitor[g]!;
    if (h >= 0) removeItem(this.teamItems[h]!, g);
    if (v >= 0 && v !== h) removeItem(this.teamItems[v]!, g);
    this.placed--;
  }

  /** A copy of the placement (slots and flips) for keeping the best state found. */
  snapshot(): { slots: Int32Array; flips: Uint8Array } {
    return { slots: this.slotOf.slice(), flips: this.flipped.slice() };
  }

  /** Puts every game back where a snapshot had it (fixed games included, as they never move). */
  restore(snap: { slots: Int32Array; flips: Uint8Array }): void {
    for (let g = 0; g < this.table.count; g++) if (this.slotOf[g]! >= 0) this.unplace(g);
    for (let g = 0; g < this.table.count; g++) {
      if (this.flipped[g] !== snap.flips[g]) this.flip(g);
      const s = snap.slots[g]!;
      if (s >= 0) this.place(g, s);
    }
  }

  /** Whether g has a placed game depending on it (then it may move but not be unplaced). */
  hasPlacedDependent(g: number): boolean {
    for (const d of this.table.dependents[g]!) if (this.slotOf[d]! >= 0) return true;
    return false;
  }
}

function removeItem(items: number[], g: number): void {
  const i = items.indexOf(g);
  if (i < 0) return;
  items[i] = items[items.length - 1]!;
  items.pop();
}
