import { describe, expect, it } from 'vitest';
import { acrossDivisions } from './across-divisions.ts';
import { crossPairs, homeAwayTotals, pairCounts } from './pairing-stats.ts';

const named = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('acrossDivisions', () => {
  const sizes: [number, number][] = [
    [3, 4],
    [5, 5],
    [6, 2],
    [1, 4],
    [7, 3],
  ];

  it('has every cross pair meet exactly count times and no pair inside a division', () => {
    for (const [x, y] of sizes) {
      for (let count = 1; count <= 4; count += 1) {
        const a = named('a', x);
        const b = named('b', y);
        const pairings = acrossDivisions(a, b, count);
        expect(pairings).toHaveLength(count * x * y);
        for (const meetings of pairCounts(pairings, crossPairs(a, b)).values()) expect(meetings).toBe(count);
        for (const { home, visitor } of pairings) expect(home[0]).not.toBe(visitor[0]);
      }
    }
  });

  it('plays each team at most once per round in max(|A|, |B|) rounds per repetition', () => {
    for (const [x, y] of sizes) {
      const pairings = acrossDivisions(named('a', x), named('b', y), 2);
      const seen = new Set<string>();
      for (const { round, home, visitor } of pairings) {
        for (const team of [home, visitor]) {
          expect(seen.has(`${round}:${team}`)).toBe(false);
          seen.add(`${round}:${team}`);
        }
      }
      expect(Math.max(...pairings.map((p) => p.round))).toBe(2 * Math.max(x, y));
    }
  });

  it('keeps every team home and away within one', () => {
    for (const [x, y] of sizes) {
      for (let count = 1; count <= 4; count += 1) {
        for (const { home, away } of homeAwayTotals(
          acrossDivisions(named('a', x), named('b', y), count),
        ).values()) {
          expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('returns nothing when a division is empty', () => {
    expect(acrossDivisions([], ['b'], 2)).toEqual([]);
  });
});
