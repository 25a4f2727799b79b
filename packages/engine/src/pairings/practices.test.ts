import { describe, expect, it } from 'vitest';
import { practices } from './practices.ts';

describe('practices', () => {
  it('gives every team exactly T practices, one per round', () => {
    const items = practices(['a', 'b', 'c'], 4);
    expect(items).toHaveLength(12);
    for (const team of ['a', 'b', 'c']) {
      expect(items.filter((i) => i.team === team).map((i) => i.round)).toEqual([1, 2, 3, 4]);
    }
  });

  it('gives nothing when T is zero', () => {
    expect(practices(['a'], 0)).toEqual([]);
  });
});
