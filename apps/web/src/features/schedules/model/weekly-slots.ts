import { addDays, wallClockSpan, weekdayOf } from '../../../lib/zoned-time.ts';

/** A weekly pattern of slots the wizard's timeslot check can add, so slots are made without leaving the wizard. */
export interface WeeklySlots {
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Local start of the first slot, HH:MM. */
  start: string;
  minutes: number;
  /** Back-to-back slots per day on each surface. */
  perDay: number;
  venueId: string;
  surfaceIds: string[];
}

/**
 * The slots of the pattern on every matching local date from `from` to `to`, on the season's wall clock
 * (so 09:00 stays 09:00 across a daylight-saving change), one row per surface and time.
 */
export function weeklyRows(pattern: WeeklySlots, from: string, to: string, timeZone: string) {
  const rows: { venue_id: string; surface_id: string; start: string; finish: string }[] = [];
  if (!from || !to || to < from || pattern.minutes <= 0) return rows;
  // ISO local dates compare as strings.
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekdayOf(day) !== pattern.weekday) continue;
    for (let n = 0; n < pattern.perDay; n += 1) {
      const { start, finish } = wallClockSpan(
        day,
        pattern.start,
        n * pattern.minutes,
        pattern.minutes,
        timeZone,
      );
      for (const surfaceId of pattern.surfaceIds) {
        rows.push({ venue_id: pattern.venueId, surface_id: surfaceId, start, finish });
      }
    }
  }
  return rows;
}
