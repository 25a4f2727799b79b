import { describe, expect, it } from 'vitest';
import { createRng } from './prng.ts';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('keeps integers within bounds and shuffles without losing items', () => {
    const rng = createRng(1);
    const ints = Array.from({ length: 1000 }, () => rng.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(rng.shuffle(items).sort((x, y) => x - y)).toEqual(items);
  });
});
