/** A booked interval of one surface; `row` is the index of a new row, undefined for a stored slot. */
export interface SurfaceInterval {
  surfaceId: string;
  start: number;
  finish: number;
  row: number | undefined;
}

/**
 * The new rows that overlap another interval on the same surface, stored or new (both new rows of an
 * overlapping pair are reported). Touching ends (one finishes at 10:00, the next starts at 10:00) do not
 * overlap. Sorting by start makes it O(n log n + overlapping pairs).
 */
export function findSlotOverlaps(intervals: readonly SurfaceInterval[]): Set<number> {
  const sorted = [...intervals].sort((a, b) =>
    a.surfaceId === b.surfaceId ? a.start - b.start : a.surfaceId < b.surfaceId ? -1 : 1,
  );
  const overlapping = new Set<number>();
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i];
    if (!a) continue;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const b = sorted[j];
      if (!b || b.surfaceId !== a.surfaceId || b.start >= a.finish) break;
      if (a.row !== undefined) overlapping.add(a.row);
      if (b.row !== undefined) overlapping.add(b.row);
    }
  }
  return overlapping;
}
