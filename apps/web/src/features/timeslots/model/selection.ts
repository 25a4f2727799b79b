import type { Timeslot } from '@app/contracts';

/** Selected slot ids. Kept as a readonly Set so every change makes a new value React can compare. */
export type Selection = ReadonlySet<string>;

export const EMPTY_SELECTION: Selection = new Set();

/** Clicking a slot selects it, or unselects it when it was selected. */
export function toggleSlot(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The slots starting in [start, end), in their order. */
export function slotsBetween(slots: readonly Timeslot[], start: Date, end: Date): Timeslot[] {
  const from = start.getTime();
  const to = end.getTime();
  return slots.filter((slot) => {
    const at = Date.parse(slot.start);
    return at >= from && at < to;
  });
}

const DAY_MS = 86_400_000;

/**
 * The slots FullCalendar is given to draw: those starting within a week of the dates on screen (a week
 * either side keeps a slot dragged over the edge and multi-day views whole). None before the calendar has
 * reported its dates, which it does during its first render.
 */
export function slotsAround(
  slots: readonly Timeslot[],
  range: { start: Date; end: Date } | null,
  marginDays = 7,
): readonly Timeslot[] {
  if (!range) return [];
  const margin = marginDays * DAY_MS;
  return slotsBetween(
    slots,
    new Date(range.start.getTime() - margin),
    new Date(range.end.getTime() + margin),
  );
}

/** Dragging over a range adds the slots starting in [start, end) to the selection. */
export function selectInRange(
  selection: Selection,
  slots: readonly Timeslot[],
  start: Date,
  end: Date,
): Selection {
  const next = new Set(selection);
  for (const slot of slotsBetween(slots, start, end)) next.add(slot.id);
  return next;
}

/** "Select all" or "select visible": exactly these slots. */
export function selectSlots(slots: readonly Timeslot[]): Selection {
  return new Set(slots.map((slot) => slot.id));
}

/** Drops ids whose slots no longer exist (deleted here or elsewhere), keeping the same value otherwise. */
export function pruneSelection(selection: Selection, slots: readonly Timeslot[]): Selection {
  if (selection.size === 0) return selection;
  const existing = new Set(slots.map((slot) => slot.id));
  const kept = [...selection].filter((id) => existing.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The selected slots, in the order of `slots` (sorted by start as the server sends them). */
export function selectedSlots(selection: Selection, slots: readonly Timeslot[]): Timeslot[] {
  return selection.size === 0 ? [] : slots.filter((slot) => selection.has(slot.id));
}
