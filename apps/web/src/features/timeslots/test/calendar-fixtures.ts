import type { Timeslot } from '@app/contracts';

let counter = 0;

/** A 90-minute open game slot on 2026-03-07 (UTC); override what a test is about. */
export function buildSlot(overrides: Partial<Timeslot> = {}): Timeslot {
  counter += 1;
  return {
    id: `slot-${counter}`,
    season_id: 'season-1',
    venue_id: 'venue-1',
    surface_id: 'surface-1',
    start: '2026-03-07T14:00:00.000Z',
    finish: '2026-03-07T15:30:00.000Z',
    divisions: [],
    is_game: true,
    is_practice: false,
    is_reserved: false,
    has_game: false,
    ...overrides,
  };
}
