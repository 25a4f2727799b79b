import type { Transaction } from '@app/db';
import { findSlotOverlaps } from './find-slot-overlaps.ts';
import { loadSurfaceIntervals } from './load-surface-intervals.ts';
import { type TimeslotPlace, writeTimeslotPlaces } from './write-timeslot-places.ts';

export const OVERLAP_MESSAGE = 'overlaps another timeslot on this surface';

/**
 * Moves slots to new places, except those that would overlap another slot on their new surface: those stay
 * where they are and are returned. A slot that stays blocks its old place, which may in turn block a move
 * into it, so the check repeats until no new overlap appears (each round only adds to the stayers, so it
 * ends). Moving slots never block each other's old places. Runs inside the caller's transaction.
 */
export async function moveTimeslots(tx: Transaction, moves: readonly TimeslotPlace[]): Promise<Set<string>> {
  const stored = await loadSurfaceIntervals(
    tx,
    moves.map((m) => m.surfaceId),
  );
  const stayers = new Set<string>();
  for (;;) {
    const movers = moves.filter((m) => !stayers.has(m.id));
    const moving = new Set(movers.map((m) => m.id));
    const overlaps = findSlotOverlaps([
      ...stored.filter((s) => !moving.has(s.id)).map((s) => ({ ...s, row: undefined })),
      ...movers.map((m, row) => ({
        surfaceId: m.surfaceId,
        start: m.start.getTime(),
        finish: m.finish.getTime(),
        row,
      })),
    ]);
    if (overlaps.size === 0) {
      await writeTimeslotPlaces(tx, movers);
      return stayers;
    }
    for (const row of overlaps) {
      const mover = movers[row];
      if (mover) stayers.add(mover.id);
    }
  }
}
