import type { Brand } from '../../packages/engine/src/model/ids.ts';
import type { ScheduleConfig, Timeslot, Venue } from '../../packages/engine/src/model/instance.ts';
import { addDays, weekdayOf } from '../../packages/engine/src/model/local-time.ts';
import {
  buildSchedule,
  buildTimeslot as slotWithDefaults,
} from '../../packages/engine/src/test-support/instance.ts';
import type { Rng } from './prng.ts';
import { zonedIso } from './zoned-time.ts';

/** Casts a generated string to a branded id; generators are the parsing boundary for their own data. */
export function brand<B extends string>(value: string): Brand<string, B> {
  return value as Brand<string, B>;
}

/** Local dates from `start` to `end` inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Game start minutes used on a local date: two evening games on weekdays, five daytime games at weekends. */
export function startMinutesOn(date: string): number[] {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6 ? [540, 645, 750, 855, 960] : [1080, 1185];
}

/** Game length of every generated slot, in minutes (starts above are 105 minutes apart). */
export const GAME_MINUTES = 90;

/** `count` venues v1.. with `surfaces` surfaces each and random coordinates around a city centre. */
export function buildVenues(rng: Rng, count: number, surfaces: number): Venue[] {
  return Array.from({ length: count }, (_, v) => ({
    id: brand<'VenueId'>(`v${v + 1}`),
    name: `Park ${v + 1}`,
    latitude: 41.8 + rng.next() * 0.3,
    longitude: -87.9 + rng.next() * 0.3,
    priority: rng.int(-1, 2),
    is_neutral: false,
    force_neutral: false,
    surfaces: Array.from({ length: surfaces }, (_, s) => ({
      id: brand<'SurfaceId'>(`v${v + 1}s${s + 1}`),
      name: `Field ${s + 1}`,
      priority: -s,
    })),
  }));
}

/** A game timeslot on `surfaceId` at a local date and start minute, open to `divisionIds` (empty: neutral). */
export function buildTimeslot(
  id: string,
  surfaceId: string,
  date: string,
  minute: number,
  timeZone: string,
  divisionIds: string[] = [],
): Timeslot {
  return slotWithDefaults({
    id,
    surface_id: surfaceId,
    start: zonedIso(date, minute, timeZone),
    finish: zonedIso(date, minute + GAME_MINUTES, timeZone),
    division_ids: divisionIds,
  });
}

/** A games schedule over 2026 with the contract's defaults and the given overrides. */
export function buildScheduleConfig(
  partial: Partial<ScheduleConfig> & Pick<ScheduleConfig, 'id' | 'division_ids'>,
): ScheduleConfig {
  return buildSchedule({ schedule_start: '2026-01-01', schedule_end: '2026-12-31', ...partial });
}
