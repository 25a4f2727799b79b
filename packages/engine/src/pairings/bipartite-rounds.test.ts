import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bipartiteRounds } from './bipartite-rounds.ts';
import type { IndexPair } from './circle-method.ts';

describe('bipartiteRounds', () => {
  it('uses exactly the maximum degree of rounds and never puts a vertex twice in a round', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 60 }), (raw) => {
        const edges: IndexPair[] = raw;
        const rounds = bipartiteRounds(edges);
        const degrees = new Map<string, number>();
        const seen = new Set<string>();
        edges.forEach(([u, v], i) => {
          degrees.set(`l${u}`, (degrees.get(`l${u}`) ?? 0) + 1);
          degrees.set(`r${v}`, (degrees.get(`r${v}`) ?? 0) + 1);
          for (const key of [`l${u}:${rounds[i]}`, `r${v}:${rounds[i]}`]) {
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        });
        const delta = Math.max(0, ...degrees.values());
        for (const round of rounds) expect(round).toBeLessThan(delta);
      }),
    );
  });
});
