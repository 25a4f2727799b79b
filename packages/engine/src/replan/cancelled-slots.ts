import { InstanceError } from '../model/instance-error.ts';
import { createLocalClock, dayOfDate, minuteOfClock } from '../model/local-time.ts';
import type { CancelSpec } from './replan-types.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const MINUTES_PER_DAY = 1440;

/** Whether a `YYYY-MM-DD` string names a real calendar date (2026-02-30 does not). */
function isRealDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/**
 * Checks a cancel spec against the instance: at least one part, a real date, HH:MM clocks with `from` before
 * `to`, and a venue and surface that exist (the surface at that venue when both are given). A refusal is an
 * InstanceError whose path names the field (`cancel.to: must be after cancel.from`).
 */
export function checkCancelSpec(
  spec: CancelSpec,
  venues: readonly { id: string; surfaces: readonly { id: string }[] }[],
): void {
  if (
    spec.date === null &&
    spec.venue_id === null &&
    spec.surface_id === null &&
    spec.from === null &&
    spec.to === null
  )
    throw new InstanceError('cancel', 'give at least one of date, venue_id, surface_id, from, to');
  if (spec.date !== null && !isRealDate(spec.date))
    throw new InstanceError('cancel.date', `not a local date YYYY-MM-DD: "${spec.date}"`);
  for (const field of ['from', 'to'] as const) {
    const value = spec[field];
    if (value !== null && !CLOCK.test(value))
      throw new InstanceError(`cancel.${field}`, `not a local clock time HH:MM: "${value}"`);
  }
  if (spec.from !== null && spec.to !== null && minuteOfClock(spec.to) <= minuteOfClock(spec.from))
    throw new InstanceError('cancel.to', 'must be after cancel.from');
  const venue = spec.venue_id === null ? undefined : venues.find((v) => v.id === spec.venue_id);
  if (spec.venue_id !== null && !venue)
    throw new InstanceError('cancel.venue_id', `unknown venue "${spec.venue_id}"`);
  if (spec.surface_id !== null) {
    const owner = venues.find((v) => v.surfaces.some((s) => s.id === spec.surface_id));
    if (!owner) throw new InstanceError('cancel.surface_id', `unknown surface "${spec.surface_id}"`);
    if (venue && owner !== venue)
      throw new InstanceError(
        'cancel.surface_id',
        `surface "${spec.surface_id}" is not at venue "${spec.venue_id}"`,
      );
  }
}

/**
 * Indexes (in `timeslots`) of the slots a cancel spec covers: every part given must match. The date is the
 * local date of the slot's start in `timezone`; a `from`–`to` range (a missing end reads as that day's
 * midnight, a missing start as its first minute) covers a slot that overlaps it on the slot's start date.
 */
export function cancelledSlots(
  spec: CancelSpec,
  timezone: string,
  timeslots: readonly { start: string; finish: string; surface_id: string }[],
  venueOfSurface: ReadonlyMap<string, string>,
): number[] {
  const clock = createLocalClock(timezone);
  const day = spec.date === null ? null : dayOfDate(spec.date);
  const from = spec.from === null ? 0 : minuteOfClock(spec.from);
  const to = spec.to === null ? MINUTES_PER_DAY : minuteOfClock(spec.to);
  const timed = spec.from !== null || spec.to !== null;
  const out: number[] = [];
  timeslots.forEach((slot, s) => {
    if (spec.surface_id !== null && slot.surface_id !== spec.surface_id) return;
    if (spec.venue_id !== null && venueOfSurface.get(slot.surface_id) !== spec.venue_id) return;
    const start = clock(Date.parse(slot.start));
    if (day !== null && start.day !== day) return;
    if (timed) {
      const finish = clock(Date.parse(slot.finish));
      // Minutes from the start date's midnight, so a slot running past midnight keeps its real length.
      const finishMinute = (finish.day - start.day) * MINUTES_PER_DAY + finish.minute;
      if (!(start.minute < to && from < finishMinute)) return;
    }
    out.push(s);
  });
  return out;
}
