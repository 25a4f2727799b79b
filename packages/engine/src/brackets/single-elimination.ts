import type { BracketGame } from './bracket-game.ts';
import { winnersBracket } from './winners-bracket.ts';

/**
 * A single-elimination bracket for `seeds` (best first). Invariants: n-1 games for n ≥ 2 (none for fewer);
 * every team enters exactly once; every winner is referenced once except the final's; the top 2^k - n seeds
 * have byes and first appear in round 2; seeds 1 and 2 can meet only in the final.
 */
export function singleElimination<T>(seeds: readonly T[]): BracketGame<T>[] {
  if (seeds.length < 2) return [];
  return winnersBracket(seeds).games;
}
