import type { Pairing } from './pairing.ts';

/** A meeting already placed (a fixed game): only its teams and home side matter to the pairings. */
export interface FixedMeeting<T> {
  home: T;
  visitor: T;
}

/** What is left to generate once fixed meetings are counted, and how many of them fit no generated meeting. */
export interface Subtraction<T> {
  remaining: Pairing<T>[];
  unmatched: number;
}

/**
 * Removes one generated meeting of the same pair for each fixed meeting (Reading 12: fixed games count toward
 * the pairings), preferring one with the same home side so home/away totals are undisturbed. Invariant:
 * remaining plus the matched fixed meetings has the same per-pair counts as `pairings`; a fixed meeting whose
 * pair has nothing left is counted in `unmatched` and removes nothing.
 */
export function subtractFixed<T>(
  pairings: readonly Pairing<T>[],
  fixed: readonly FixedMeeting<T>[],
): Subtraction<T> {
  const isRemoved = pairings.map(() => false);
  let unmatched = 0;
  for (const meeting of fixed) {
    const sameSide = pairings.findIndex(
      (p, i) => !isRemoved[i] && p.home === meeting.home && p.visitor === meeting.visitor,
    );
    const index =
      sameSide >= 0
        ? sameSide
        : pairings.findIndex(
            (p, i) => !isRemoved[i] && p.home === meeting.visitor && p.visitor === meeting.home,
          );
    if (index >= 0) isRemoved[index] = true;
    else unmatched += 1;
  }
  return { remaining: pairings.filter((_, i) => !isRemoved[i]), unmatched };
}

/**
 * Flips home and away along paths of generated meetings until every team's home and away, counting the fixed
 * meetings too, differ by at most 1 where flipping can achieve it. Each flip moves two units of imbalance from
 * one team to another one at least three units lower, so the sum of squared imbalances falls and it stops.
 * Rounds and pairs are unchanged; with no fixed meetings a balanced input is returned as it was.
 */
export function rebalanceHomeAway<T>(
  pairings: readonly Pairing<T>[],
  fixed: readonly FixedMeeting<T>[],
): Pairing<T>[] {
  const result = pairings.map((p) => ({ ...p }));
  const balance = new Map<T, number>();
  const add = (team: T, delta: number): void => {
    balance.set(team, (balance.get(team) ?? 0) + delta);
  };
  for (const { home, visitor } of [...fixed, ...result]) {
    add(home, 1);
    add(visitor, -1);
  }
  for (let guard = 0; guard < 4 * result.length + 4; guard += 1) {
    const path = findFlipPath(result, balance);
    if (!path) break;
    for (const index of path) {
      const p = result[index] as Pairing<T>;
      add(p.home, -2);
      add(p.visitor, 2);
      result[index] = { round: p.round, home: p.visitor, visitor: p.home };
    }
  }
  return result;
}

/** A chain of meetings home→visitor from a team to one whose balance is at least three lower, or null. */
function findFlipPath<T>(pairings: readonly Pairing<T>[], balance: ReadonlyMap<T, number>): number[] | null {
  const homeGames = new Map<T, number[]>();
  pairings.forEach((p, i) => {
    const list = homeGames.get(p.home) ?? [];
    list.push(i);
    homeGames.set(p.home, list);
  });
  for (const [start, value] of balance) {
    if (value < 1) continue;
    const cameBy = new Map<T, number>();
    const queue: T[] = [start];
    const seen = new Set<T>([start]);
    for (let head = 0; head < queue.length; head += 1) {
      const team = queue[head] as T;
      if ((balance.get(team) ?? 0) <= value - 3) {
        const path: number[] = [];
        for (let at = team; at !== start; ) {
          const index = cameBy.get(at) as number;
          path.push(index);
          at = (pairings[index] as Pairing<T>).home;
        }
        return path;
      }
      for (const index of homeGames.get(team) ?? []) {
        const next = (pairings[index] as Pairing<T>).visitor;
        if (seen.has(next)) continue;
        seen.add(next);
        cameBy.set(next, index);
        queue.push(next);
      }
    }
  }
  return null;
}
