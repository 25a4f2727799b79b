import type { Timeslot, TimeslotUpdateResult } from '@app/contracts';
import type { TimeslotRecord } from './timeslot-record.ts';

/** A stored slot for the calendar: instants as ISO strings, division ids sorted, and whether a game is in it. */
export function presentTimeslot(slot: TimeslotRecord): Timeslot {
  return {
    id: slot.id,
    season_id: slot.seasonId,
    venue_id: slot.venueId,
    surface_id: slot.surfaceId,
    start: slot.start.toISOString(),
    finish: slot.finish.toISOString(),
    divisions: slot.divisionIds,
    is_game: slot.isGame,
    is_practice: slot.isPractice,
    is_reserved: slot.isReserved,
    has_game: slot.hasGame === true,
  };
}

/**
 * The good/bad answer of the calls that change slots one by one: every id asked about, in request order,
 * with the reason it was left alone when it was.
 */
export function presentTimeslotUpdateResult(
  ids: readonly string[],
  refused: ReadonlyMap<string, string>,
): TimeslotUpdateResult {
  const results = ids.map((id) => {
    const message = refused.get(id) ?? null;
    return { id, good: message === null, message };
  });
  const bad = results.filter((r) => !r.good).length;
  return { good: results.length - bad, bad, results };
}
