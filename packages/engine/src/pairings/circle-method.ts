/** A meeting of two team indices; the first is home. */
export type IndexPair = readonly [home: number, visitor: number];

/**
 * One single round robin of `n` team indices by the circle method, as Berger tables: rounds in order, each a list
 * of [home, visitor] index pairs. Even n: n-1 rounds of n/2 meetings, every pair once, exactly n-2 breaks (the
 * minimum), each team home (n-2)/2 or n/2 times. Odd n: a phantom team makes it even and its opponent rests, so
 * there are n rounds, team r rests in round r (0-based), and every team is home exactly (n-1)/2 times and
 * strictly alternates around its rest.
 */
export function circleLeg(n: number): IndexPair[][] {
  if (n < 2) return [];
  const size = n % 2 === 0 ? n : n + 1;
  const fixed = size - 1;
  const ring = size - 1;
  const rounds: IndexPair[][] = [];
  for (let r = 0; r < ring; r += 1) {
    const round: IndexPair[] = [];
    // The fixed team alternates home and away, which keeps its own sequence free of breaks.
    if (fixed < n) round.push(r % 2 === 0 ? [r, fixed] : [fixed, r]);
    for (let k = 1; k < size / 2; k += 1) {
      const up = (r + k) % ring;
      const down = (r - k + ring) % ring;
      // Home exactly when k is odd: each team's distance k shrinks by one per round, so it alternates.
      round.push(k % 2 === 1 ? [up, down] : [down, up]);
    }
    rounds.push(round);
  }
  return rounds;
}
