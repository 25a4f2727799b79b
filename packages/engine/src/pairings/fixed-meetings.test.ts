import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebalanceHomeAway, subtractFixed } from './fixed-meetings.ts';
import { allPairs, homeAwayTotals, pairCounts } from './pairing-stats.ts';
import { roundRobin } from './round-robin.ts';

describe('subtractFixed', () => {
  it('removes a meeting of the same pair, preferring the same home side', () => {
    const pairings = [
      { round: 1, home: 'a', visitor: 'b' },
      { round: 2, home: 'b', visitor: 'a' },
    ];
    expect(subtractFixed(pairings, [{ home: 'b', visitor: 'a' }])).toEqual({
      remaining: [{ round: 1, home: 'a', visitor: 'b' }],
      unmatched: 0,
    });
  });

  it('counts a fixed meeting whose pair has nothing left as unmatched', () => {
    const pairings = [{ round: 1, home: 'a', visitor: 'b' }];
    const result = subtractFixed(pairings, [
      { home: 'a', visitor: 'b' },
      { home: 'a', visitor: 'b' },
      { home: 'a', visitor: 'c' },
    ]);
    expect(result).toEqual({ remaining: [], unmatched: 2 });
  });
});

describe('rebalanceHomeAway', () => {
  it('restores home and away within one when fixed games take the other home side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        (n, count, picks) => {
          const teams = Array.from({ length: n }, (_, i) => i);
          const all = roundRobin(teams, count);
          const chosen = [...new Set(picks.map((p) => p % all.length))];
          const fixed = chosen.map((i) => ({ home: all[i]?.visitor ?? 0, visitor: all[i]?.home ?? 0 }));
          const { remaining, unmatched } = subtractFixed(all, fixed);
          expect(unmatched).toBe(0);
          const balanced = rebalanceHomeAway(remaining, fixed);
          const whole = [...balanced, ...fixed.map((f) => ({ round: 0, ...f }))];
          for (const meetings of pairCounts(whole, allPairs(teams)).values()) expect(meetings).toBe(count);
          for (const { home, away } of homeAwayTotals(whole).values()) {
            expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
          }
          expect(balanced.map((p) => p.round)).toEqual(remaining.map((p) => p.round));
        },
      ),
      { numRuns: 200 },
    );
  });
});
