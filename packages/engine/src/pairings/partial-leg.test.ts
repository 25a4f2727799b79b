import { describe, expect, it } from 'vitest';
import { partialLeg } from './partial-leg.ts';

describe('partialLeg', () => {
  it('gives every team the asked number of games within one, a total within rounding, and no repeats', () => {
    for (let n = 2; n <= 21; n += 1) {
      for (let games = 0; games <= n - 1; games += 1) {
        const meetings = partialLeg(n, games);
        expect([Math.floor((games * n) / 2), Math.ceil((games * n) / 2)]).toContain(meetings.length);
        const perTeam = Array.from({ length: n }, () => 0);
        const pairs = new Set<string>();
        const slots = new Set<string>();
        for (const { round, pair } of meetings) {
          const [a, b] = pair;
          perTeam[a] = (perTeam[a] ?? 0) + 1;
          perTeam[b] = (perTeam[b] ?? 0) + 1;
          pairs.add(a < b ? `${a}-${b}` : `${b}-${a}`);
          slots.add(`${round}:${a}`).add(`${round}:${b}`);
        }
        expect(pairs.size).toBe(meetings.length);
        expect(slots.size).toBe(2 * meetings.length);
        for (const count of perTeam) expect(Math.abs(count - games)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives every team exactly the asked number of games for an even number of teams', () => {
    for (let n = 2; n <= 20; n += 2) {
      for (let games = 0; games < n; games += 1) expect(partialLeg(n, games)).toHaveLength((games * n) / 2);
    }
  });
});
