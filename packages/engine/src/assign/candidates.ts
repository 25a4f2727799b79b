import type { Feasibility } from './feasibility.ts';
import { Rule } from './rule.ts';

/**
 * Per game, the slots it could ever use: open to its schedule and passing every static rule in at least one
 * orientation. `masks[g][i]` has bit 0 when slots[g][i] is allowed as generated, bit 1 when allowed with home
 * and away exchanged. Fixed games and games of unsolved schedules get no candidates: they never move.
 */
export interface Candidates {
  slots: Int32Array[];
  masks: Uint8Array[];
}

export function buildCandidates(feasibility: Feasibility): Candidates {
  const { model, table } = feasibility;
  const slots: Int32Array[] = [];
  const masks: Uint8Array[] = [];
  const empty = new Int32Array(0);
  for (let g = 0; g < table.count; g++) {
    const info = model.schedules[table.schedule[g]!];
    if (table.fixed[g] || !info) {
      slots.push(empty);
      masks.push(new Uint8Array(0));
      continue;
    }
    const canFlip = table.home[g]! >= 0 && table.visitor[g]! >= 0;
    const list: number[] = [];
    const mask: number[] = [];
    for (const s of info.eligible) {
      let m = feasibility.staticRule(g, s, 0) === Rule.Ok ? 1 : 0;
      if (canFlip && feasibility.staticRule(g, s, 1) === Rule.Ok) m |= 2;
      if (m) {
        list.push(s);
        mask.push(m);
      }
    }
    slots.push(Int32Array.from(list));
    masks.push(Uint8Array.from(mask));
  }
  return { slots, masks };
}
