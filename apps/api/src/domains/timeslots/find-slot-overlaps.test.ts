import { describe, expect, it } from 'vitest';
import { findSlotOverlaps } from './find-slot-overlaps.ts';

const slot = (surfaceId: string, start: number, finish: number, row?: number) => ({
  surfaceId,
  start,
  finish,
  row,
});

describe('findSlotOverlaps', () => {
  it('reports both new rows of an overlapping pair and a new row over a stored slot', () => {
    const overlaps = findSlotOverlaps([
      slot('a', 900, 1000, 0),
      slot('a', 930, 1030, 1),
      slot('a', 1200, 1300),
      slot('a', 1100, 1230, 2),
      slot('a', 1300, 1400, 3),
    ]);
    expect([...overlaps].sort()).toEqual([0, 1, 2]);
  });

  it('lets slots touch end to start and keeps surfaces apart', () => {
    expect(
      findSlotOverlaps([slot('a', 900, 1000, 0), slot('a', 1000, 1100, 1), slot('b', 900, 1000, 2)]).size,
    ).toBe(0);
  });

  it('finds a short slot inside a long one that starts earlier', () => {
    expect(
      [...findSlotOverlaps([slot('a', 800, 1200), slot('a', 900, 930, 0), slot('a', 1000, 1030, 1)])].sort(),
    ).toEqual([0, 1]);
  });
});
