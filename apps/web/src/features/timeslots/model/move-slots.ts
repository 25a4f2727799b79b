import type { Timeslot } from '@app/contracts';
import { Temporal } from 'temporal-polyfill';

/** How far a drag moved a slot's start or end, as the calendar reports it. */
export interface CalendarDelta {
  years: number;
  months: number;
  days: number;
  milliseconds: number;
}

/**
 * An instant moved by a calendar delta in the season's zone: whole days keep the wall-clock time across a
 * daylight-saving change (a Saturday 09:00 slot dragged a week on is 09:00 again), the rest is exact time.
 */
export function moveInstant(instant: string, delta: CalendarDelta, timeZone: string): string {
  const moved = Temporal.Instant.fromEpochMilliseconds(Date.parse(instant))
    .toZonedDateTimeISO(timeZone)
    .add({ years: delta.years, months: delta.months, days: delta.days })
    .add({ milliseconds: delta.milliseconds });
  return new Date(moved.epochMilliseconds).toISOString();
}

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
