import { circleLeg, type IndexPair } from './circle-method.ts';

/** A meeting of a partial leg with its round index inside the leg (0-based, possibly with gaps). */
export interface LegMeeting {
  round: number;
  pair: IndexPair;
}

/**
 * Part of one circle-method leg of `n` teams in which each team plays about `games` times (0 ≤ games ≤ n-1).
 * Invariants: every meeting is a meeting of `circleLeg(n)` in its own round, so no pair repeats and no team
 * plays twice in a round; every team plays `games` or `games`±1 times and the total is games·n/2 rounded down
 * or up. Even n: the first `games` rounds, so every team plays exactly `games`. Odd n: a round leaves its
 * resting team one short, so the first `games` rounds are completed by pairing the rested teams (2j, 2j+1),
 * whose meeting lies in a later round when games ≤ (n+1)/2; above that, the leg minus the partial leg of
 * n-1-games.
 */
export function partialLeg(n: number, games: number): LegMeeting[] {
  const all: LegMeeting[] = circleLeg(n).flatMap((meetings, round) =>
    meetings.map((pair) => ({ round, pair })),
  );
  if (games <= 0) return [];
  if (games >= n - 1) return all;
  if (n % 2 === 0) return all.filter((m) => m.round < games);
  if (2 * games > n + 1) {
    const dropped = new Set(partialLeg(n, n - 1 - games).map((m) => pairKey(m.pair)));
    return all.filter((m) => !dropped.has(pairKey(m.pair)));
  }
  const completing = new Set<string>();
  for (let j = 0; 2 * j + 1 < games; j += 1) completing.add(pairKey([2 * j, 2 * j + 1]));
  return all.filter((m) => m.round < games || completing.has(pairKey(m.pair)));
}

function pairKey([a, b]: IndexPair): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
