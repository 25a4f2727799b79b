import type { Instance } from './instance.ts';
import { createLocalClock, weekOfDay } from './local-time.ts';

/**
 * Every timeslot in struct-of-arrays form, indexed by position in `instance.timeslots`. Local parts are
 * computed once here (Readings 1 and 2) so the search never parses dates. `startAbs`/`finishAbs` are local
 * wall-clock minutes counted from day 0 (`day * 1440 + minute`), used for time-of-day rules; `startMs` and
 * `finishMs` are real instants, used for overlap and rest.
 */
export interface SlotTable {
  count: number;
  index: Map<string, number>;
  startMs: Float64Array;
  finishMs: Float64Array;
  day: Int32Array;
  weekday: Uint8Array;
  week: Int32Array;
  startMinute: Int32Array;
  startAbs: Float64Array;
  finishAbs: Float64Array;
  venue: Int32Array;
  venuePriority: Int8Array;
  surfacePriority: Int8Array;
  isGame: Uint8Array;
  isPractice: Uint8Array;
  isReserved: Uint8Array;
  /** Division indexes each slot lists; empty: neutral. */
  divisions: number[][];
  minDay: number;
  maxDay: number;
}

/** Builds the slot table; `weekOne` is the first day of week 1 (Reading 2). */
export function buildSlotTable(
  instance: Instance,
  divisionIndex: Map<string, number>,
  venueIndex: Map<string, number>,
  weekOne: number,
): SlotTable {
  const n = instance.timeslots.length;
  const clock = createLocalClock(instance.timezone);
  const surfaceVenue = new Map<string, { venue: number; venuePriority: number; priority: number }>();
  for (const venue of instance.venues) {
    for (const surface of venue.surfaces) {
      surfaceVenue.set(surface.id, {
        venue: venueIndex.get(venue.id)!,
        venuePriority: venue.priority,
        priority: surface.priority,
      });
    }
  }
  const table: SlotTable = {
    count: n,
    index: new Map(),
    startMs: new Float64Array(n),
    finishMs: new Float64Array(n),
    day: new Int32Array(n),
    weekday: new Uint8Array(n),
    week: new Int32Array(n),
    startMinute: new Int32Array(n),
    startAbs: new Float64Array(n),
    finishAbs: new Float64Array(n),
    venue: new Int32Array(n),
    venuePriority: new Int8Array(n),
    surfacePriority: new Int8Array(n),
    isGame: new Uint8Array(n),
    isPractice: new Uint8Array(n),
    isReserved: new Uint8Array(n),
    divisions: [],
    minDay: Number.POSITIVE_INFINITY,
    maxDay: Number.NEGATIVE_INFINITY,
  };
  instance.timeslots.forEach((slot, i) => {
    table.index.set(slot.id, i);
    const startMs = Date.parse(slot.start);
    const finishMs = Date.parse(slot.finish);
    const start = clock(startMs);
    const finish = clock(finishMs);
    table.startMs[i] = startMs;
    table.finishMs[i] = finishMs;
    table.day[i] = start.day;
    table.weekday[i] = start.weekday;
    table.week[i] = weekOfDay(start.day, weekOne);
    table.startMinute[i] = start.minute;
    table.startAbs[i] = start.day * 1440 + start.minute;
    table.finishAbs[i] = finish.day * 1440 + finish.minute;
    const place = surfaceVenue.get(slot.surface_id)!;
    table.venue[i] = place.venue;
    table.venuePriority[i] = place.venuePriority;
    table.surfacePriority[i] = place.priority;
    table.isGame[i] = slot.is_game ? 1 : 0;
    table.isPractice[i] = slot.is_practice ? 1 : 0;
    table.isReserved[i] = slot.is_reserved ? 1 : 0;
    table.divisions.push(slot.division_ids.map((d) => divisionIndex.get(d)!));
    table.minDay = Math.min(table.minDay, start.day);
    table.maxDay = Math.max(table.maxDay, finish.day);
  });
  if (n === 0) {
    table.minDay = 0;
    table.maxDay = 0;
  }
  return table;
}
