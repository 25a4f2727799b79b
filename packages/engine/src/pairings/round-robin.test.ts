import { describe, expect, it } from 'vitest';
import { allPairs, breakCounts, homeAwayTotals, pairCounts } from './pairing-stats.ts';
import { roundRobin } from './round-robin.ts';

const teamsOf = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('roundRobin', () => {
  it('has every pair meet exactly count times for 2..20 teams and counts 1..4', () => {
    for (let n = 2; n <= 20; n += 1) {
      for (let count = 1; count <= 4; count += 1) {
        const teams = teamsOf(n);
        const pairings = roundRobin(teams, count);
        expect(pairings).toHaveLength((count * n * (n - 1)) / 2);
        for (const meetings of pairCounts(pairings, allPairs(teams)).values()) expect(meetings).toBe(count);
      }
    }
  });

  it('keeps home and away within one for every team, odd team counts included', () => {
    for (let n = 2; n <= 20; n += 1) {
      for (let count = 1; count <= 4; count += 1) {
        for (const { home, away } of homeAwayTotals(roundRobin(teamsOf(n), count)).values()) {
          expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('splits every pair evenly between home and away when count is even', () => {
    for (let n = 2; n <= 12; n += 1) {
      const pairings = roundRobin(teamsOf(n), 2);
      const homeOf = new Map<string, number>();
      for (const { home, visitor } of pairings)
        homeOf.set(`${home}-${visitor}`, (homeOf.get(`${home}-${visitor}`) ?? 0) + 1);
      for (const [a, b] of allPairs(teamsOf(n))) {
        expect(homeOf.get(`${a}-${b}`)).toBe(1);
        expect(homeOf.get(`${b}-${a}`)).toBe(1);
      }
    }
  });

  it('schedules each team at most once per round, with n-1 rounds per leg for even n and n for odd n', () => {
    for (let n = 2; n <= 15; n += 1) {
      const pairings = roundRobin(teamsOf(n), 3);
      const seen = new Set<string>();
      for (const { round, home, visitor } of pairings) {
        for (const team of [home, visitor]) {
          expect(seen.has(`${round}:${team}`)).toBe(false);
          seen.add(`${round}:${team}`);
        }
      }
      const rounds = new Set(pairings.map((p) => p.round));
      const perLeg = n % 2 === 0 ? n - 1 : n;
      expect([...rounds].sort((x, y) => x - y)).toEqual(Array.from({ length: 3 * perLeg }, (_, i) => i + 1));
    }
  });

  it('has exactly the minimum n-2 breaks in a single round robin of an even number of teams', () => {
    for (let n = 2; n <= 20; n += 2) {
      const total = [...breakCounts(roundRobin(teamsOf(n), 1)).values()].reduce((sum, b) => sum + b, 0);
      expect(total).toBe(n - 2);
    }
  });

  it('has no breaks at all for an odd number of teams, where each team rests once', () => {
    for (let n = 3; n <= 19; n += 2) {
      const total = [...breakCounts(roundRobin(teamsOf(n), 1)).values()].reduce((sum, b) => sum + b, 0);
      expect(total).toBe(0);
    }
  });

  it('returns nothing for fewer than two teams or a count of zero', () => {
    expect(roundRobin([], 2)).toEqual([]);
    expect(roundRobin(['a'], 2)).toEqual([]);
    expect(roundRobin(['a', 'b', 'c'], 0)).toEqual([]);
  });
});
