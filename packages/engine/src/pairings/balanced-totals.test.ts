import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancedTotals, balancedTotalsAcross } from './balanced-totals.ts';
import type { Pairing } from './pairing.ts';
import { allPairs, crossPairs, homeAwayTotals, pairCounts } from './pairing-stats.ts';

const teamsOf = (n: number, prefix = 't'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

function gamesOf(pairings: readonly Pairing<string>[], teams: readonly string[]): number[] {
  const totals = homeAwayTotals(pairings);
  return teams.map((t) => (totals.get(t)?.home ?? 0) + (totals.get(t)?.away ?? 0));
}

function spread(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

function expectRoundsValid(pairings: readonly Pairing<string>[]): void {
  const seen = new Set<string>();
  for (const { round, home, visitor } of pairings) {
    for (const team of [home, visitor]) {
      expect(seen.has(`${round}:${team}`)).toBe(false);
      seen.add(`${round}:${team}`);
    }
  }
  const rounds = [...new Set(pairings.map((p) => p.round))].sort((x, y) => x - y);
  expect(rounds).toEqual(rounds.map((_, i) => i + 1));
}

describe('balancedTotals', () => {
  it('meets the week/season totals, repeat spread and home/away rules for any team count and T', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 18 }), fc.integer({ min: 1, max: 45 }), (n, perTeam) => {
        const teams = teamsOf(n);
        const pairings = balancedTotals(teams, perTeam);
        expect([Math.floor((perTeam * n) / 2), Math.ceil((perTeam * n) / 2)]).toContain(pairings.length);
        for (const games of gamesOf(pairings, teams))
          expect(Math.abs(games - perTeam)).toBeLessThanOrEqual(1);
        expect(spread([...pairCounts(pairings, allPairs(teams)).values()])).toBeLessThanOrEqual(1);
        for (const { home, away } of homeAwayTotals(pairings).values()) {
          expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
        }
        expectRoundsValid(pairings);
      }),
      { numRuns: 300 },
    );
  });

  it('gives every team exactly T games when the team count is even', () => {
    for (let n = 2; n <= 12; n += 2) {
      for (let perTeam = 1; perTeam <= 25; perTeam += 1) {
        for (const games of gamesOf(balancedTotals(teamsOf(n), perTeam), teamsOf(n)))
          expect(games).toBe(perTeam);
      }
    }
  });

  it('returns nothing for a single team or no games', () => {
    expect(balancedTotals(['a'], 4)).toEqual([]);
    expect(balancedTotals(['a', 'b'], 0)).toEqual([]);
  });
});

describe('balancedTotalsAcross', () => {
  it('keeps across-division totals, repeats and home/away balanced, only between the divisions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 30 }),
        (sizeA, sizeB, perTeam) => {
          const a = teamsOf(sizeA, 'a');
          const b = teamsOf(sizeB, 'b');
          const pairings = balancedTotalsAcross(a, b, perTeam);
          const n = sizeA + sizeB;
          expect([Math.floor((perTeam * n) / 2), Math.ceil((perTeam * n) / 2)]).toContain(pairings.length);
          for (const { home, visitor } of pairings) expect(home[0]).not.toBe(visitor[0]);
          expect(spread(gamesOf(pairings, a))).toBeLessThanOrEqual(1);
          expect(spread(gamesOf(pairings, b))).toBeLessThanOrEqual(1);
          if (perTeam * Math.abs(sizeA - sizeB) <= 2 * Math.min(sizeA, sizeB)) {
            for (const games of gamesOf(pairings, [...a, ...b])) {
              expect(Math.abs(games - perTeam)).toBeLessThanOrEqual(1);
            }
          }
          expect(spread([...pairCounts(pairings, crossPairs(a, b)).values()])).toBeLessThanOrEqual(1);
          for (const { home, away } of homeAwayTotals(pairings).values()) {
            expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
          }
          expectRoundsValid(pairings);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives every team T games when the divisions have the same size', () => {
    for (const size of [2, 3, 5]) {
      for (let perTeam = 1; perTeam <= 12; perTeam += 1) {
        const teams = [...teamsOf(size, 'a'), ...teamsOf(size, 'b')];
        const pairings = balancedTotalsAcross(teamsOf(size, 'a'), teamsOf(size, 'b'), perTeam);
        for (const games of gamesOf(pairings, teams)) expect(games).toBe(perTeam);
      }
    }
  });
});
