import type { Timeslot } from '@app/contracts';
import { type CalendarDelta, moveInstant } from '../../../lib/zoned-time.ts';

/**
 * The slots a drag moves: the dragged one and, when it is part of the selection, every selected slot with
 * it, each by the same deltas (a move shifts start and end alike; a resize only the end).
 */
export function movedSlots(
  draggedId: string,
  selection: ReadonlySet<string>,
  slots: readonly Timeslot[],
  deltas: { start: CalendarDelta; end: CalendarDelta },
  timeZone: string,
): { before: Timeslot[]; after: { id: string; start: string; finish: string }[] } {
  const before = slots.filter((slot) =>
    selection.has(draggedId) ? selection.has(slot.id) : slot.id === draggedId,
  );
  const after = before.map((slot) => ({
    id: slot.id,
    start: moveInstant(slot.start, deltas.start, timeZone),
    finish: moveInstant(slot.finish, deltas.end, timeZone),
  }));
  return { before, after };
}
