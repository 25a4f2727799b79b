import type { Timeslot } from '@app/contracts';
import { localDateOf } from '../../../lib/zoned-time.ts';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where the calendar opens, in order of what the user asked for or what the season holds. */
export interface OpeningSources {
  /** `?date=YYYY-MM-DD`: a link pointing at a week or a month wins. */
  linked: string | null;
  /** The season's schedules (the master list's), each with its first local date. */
  schedules: readonly { schedule_start: string }[];
  /** The schedule dates kept in this browser (lib/schedule-dates.ts), for a season with no schedule yet. */
  storedStart: string | null;
  /** The season's slots, sorted by start as the API answers them. */
  slots: readonly Pick<Timeslot, 'start'>[];
  timeZone: string;
}

/**
 * The local date the calendar opens on (docs/timeslots.md): a linked date, else the earliest start of the
 * season's schedules, else the stored schedule dates' start, else the first timeslot's date; undefined (today)
 * for an empty season. Opening on today's month showed an empty grid to an organiser whose season starts in
 * spring.
 */
export function openingDate(sources: OpeningSources): string | undefined {
  if (sources.linked && LOCAL_DATE.test(sources.linked)) return sources.linked;
  const starts = sources.schedules.map((s) => s.schedule_start).filter((d) => LOCAL_DATE.test(d));
  // ISO local dates sort as strings.
  const firstSchedule = starts.sort()[0];
  if (firstSchedule) return firstSchedule;
  if (sources.storedStart && LOCAL_DATE.test(sources.storedStart)) return sources.storedStart;
  const first = sources.slots[0];
  return first ? localDateOf(first.start, sources.timeZone) : undefined;
}
