import type { Pairing } from './pairing.ts';

/**
 * Games only between two divisions: each (a, b) pair meets exactly `count` times, in rounds of
 * max(|A|, |B|) per repetition (the fewest possible), each team at most once a round (the larger division's
 * extra teams rest). Home and away follow a chessboard on (index in A + index in B), so within one repetition
 * every team's totals differ by at most 1; odd repetitions are mirrored, so each pair splits evenly with an even
 * `count` and each team stays within 1 for any `count`.
 */
export function acrossDivisions<T>(a: readonly T[], b: readonly T[], count: number): Pairing<T>[] {
  if (a.length === 0 || b.length === 0) return [];
  const isSwapped = a.length > b.length;
  const small = isSwapped ? b : a;
  const large = isSwapped ? a : b;
  const pairings: Pairing<T>[] = [];
  for (let repetition = 0; repetition < count; repetition += 1) {
    for (let r = 0; r < large.length; r += 1) {
      const round = repetition * large.length + r + 1;
      for (let i = 0; i < small.length; i += 1) {
        const j = (i + r) % large.length;
        // The chessboard colour is symmetric in the two indices, so swapping the sides keeps it.
        const isAHome = ((i + j) % 2 === 0) !== (repetition % 2 === 1);
        const teamA = (isSwapped ? large[j] : small[i]) as T;
        const teamB = (isSwapped ? small[i] : large[j]) as T;
        pairings.push(
          isAHome ? { round, home: teamA, visitor: teamB } : { round, home: teamB, visitor: teamA },
        );
      }
    }
  }
  return pairings;
}
