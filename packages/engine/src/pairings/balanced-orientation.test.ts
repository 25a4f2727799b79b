import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancedOrientation } from './balanced-orientation.ts';
import type { IndexPair } from './circle-method.ts';

describe('balancedOrientation', () => {
  it('keeps every vertex home and away within one and keeps each edge between its own ends', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.nat(9), fc.nat(9)).filter(([u, v]) => u !== v),
          { maxLength: 80 },
        ),
        (raw) => {
          const edges: IndexPair[] = raw;
          const oriented = balancedOrientation(10, edges);
          const balance = Array.from({ length: 10 }, () => 0);
          oriented.forEach(([home, visitor], i) => {
            const [u, v] = edges[i] as IndexPair;
            expect([home, visitor].sort()).toEqual([u, v].sort());
            balance[home] = (balance[home] ?? 0) + 1;
            balance[visitor] = (balance[visitor] ?? 0) - 1;
          });
          for (const b of balance) expect(Math.abs(b)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
