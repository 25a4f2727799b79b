import type { ShiftUnit, Timeslot, TimeslotBulkRowInput } from '@app/contracts';

/**
 * One undoable change: a move puts the slots back at their old times, a shift applies the
 * opposite amount, a delete makes the slots again (with new ids: the old ones are gone).
 */
export type UndoEntry =
  | { kind: 'move'; timeslots: { id: string; start: string; finish: string }[] }
  | { kind: 'shift'; ids: string[]; amount: number; units: ShiftUnit }
  | { kind: 'delete'; rows: TimeslotBulkRowInput[] };

/** How many changes can be undone; older ones drop off. */
export const UNDO_LIMIT = 20;

/** The stack with `entry` on top. */
export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry): UndoEntry[] {
  return [...stack, entry].slice(-UNDO_LIMIT);
}

/** The undo of a shift: the same slots by the opposite amount. */
export function reverseShift(entry: Extract<UndoEntry, { kind: 'shift' }>) {
  return { items: entry.ids, amount: -entry.amount, units: entry.units };
}

/** The undo record of a move: the slots' times before it. */
export function moveEntry(before: readonly Timeslot[]): UndoEntry {
  return { kind: 'move', timeslots: before.map(({ id, start, finish }) => ({ id, start, finish })) };
}

/** The undo record of a delete: everything needed to make the slots again. */
export function deleteEntry(deleted: readonly Timeslot[]): UndoEntry {
  return {
    kind: 'delete',
    rows: deleted.map((slot) => ({
      venue_id: slot.venue_id,
      surface_id: slot.surface_id,
      start: slot.start,
      finish: slot.finish,
      divisions: slot.divisions,
      is_game: slot.is_game,
      is_practice: slot.is_practice,
      is_reserved: slot.is_reserved,
    })),
  };
}
