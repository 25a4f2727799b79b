import { circleLeg } from './circle-method.ts';
import type { Pairing } from './pairing.ts';

/**
 * `count` round robins of `teams` by the circle method, rounds numbered from 1 across repetitions.
 * Invariants: every pair meets exactly `count` times; no team plays twice in a round (odd counts of teams: one
 * rests each round); every odd leg mirrors the leg before it, so with an even `count` each pair splits home and
 * away evenly and with any `count` each team's home and away totals differ by at most 1. Each leg has the
 * minimum n-2 breaks for an even number of teams.
 */
export function roundRobin<T>(teams: readonly T[], count: number): Pairing<T>[] {
  const leg = circleLeg(teams.length);
  const pairings: Pairing<T>[] = [];
  for (let repetition = 0; repetition < count; repetition += 1) {
    const isMirrored = repetition % 2 === 1;
    leg.forEach((meetings, index) => {
      const round = repetition * leg.length + index + 1;
      for (const [home, visitor] of meetings) {
        const a = teams[home] as T;
        const b = teams[visitor] as T;
        pairings.push(isMirrored ? { round, home: b, visitor: a } : { round, home: a, visitor: b });
      }
    });
  }
  return pairings;
}
