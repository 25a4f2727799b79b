import type { TimeslotCreate } from '@app/contracts';
import type { Database } from '@app/db';
import { conflict } from '../../http/http-error.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import { findSeason } from '../seasons/find-season.ts';
import { OVERLAP_MESSAGE } from './move-timeslots.ts';
import { newTimeslotFromRow, saveNewTimeslots } from './save-new-timeslots.ts';
import { loadSeasonPlaces, placeIssues, throwPlaceIssues } from './season-places.ts';
import type { TimeslotRecord } from './timeslot-record.ts';

/**
 * Creates one slot in a season of the organisation (404 otherwise). Venue, surface of that venue and
 * divisions must be the season's (422 naming the field); overlapping another slot on the surface is a 409 on
 * `start`.
 */
export async function createTimeslot(params: {
  db: Database;
  organizationId: string;
  input: TimeslotCreate;
}): Promise<TimeslotRecord> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, {
      organizationId: params.organizationId,
      seasonId: params.input.season_id,
    });
    await lockSeasons(tx, [season.id]);
    throwPlaceIssues(placeIssues(await loadSeasonPlaces(tx, season.id), params.input));
    const { created } = await saveNewTimeslots(tx, season, [newTimeslotFromRow(params.input)]);
    const [slot] = created;
    if (!slot) throw conflict('start', OVERLAP_MESSAGE);
    return slot;
  });
}
