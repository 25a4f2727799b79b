import type { TimeslotUpdate } from '@app/contracts';
import { type Database, timeslots } from '@app/db';
import { eq } from 'drizzle-orm';
import { conflict, unprocessable } from '../../http/http-error.ts';
import { lockTimeslots } from './find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from './move-timeslots.ts';
import { replaceTimeslotDivisions } from './replace-timeslot-divisions.ts';
import { loadSeasonPlaces, placeIssues, throwPlaceIssues, venueOf } from './season-places.ts';
import { selectTimeslots, type TimeslotRecord } from './timeslot-record.ts';

/**
 * Changes one slot of the organisation (404 otherwise): new times, and the surface, divisions and kind flags
 * when sent. A surface or division outside the slot's season is a 422 naming it; an overlap on the
 * surface a 409 on `start`; clearing every kind flag a 422 on `is_game`. One transaction.
 */
export async function updateTimeslot(params: {
  db: Database;
  organizationId: string;
  timeslotId: string;
  input: TimeslotUpdate;
}): Promise<TimeslotRecord> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const [slot] = await lockTimeslots(tx, {
      organizationId: params.organizationId,
      ids: [params.timeslotId],
    });
    if (!slot) throw new Error('lockTimeslots returned no slot');
    const places = await loadSeasonPlaces(tx, slot.seasonId);
    throwPlaceIssues(placeIssues(places, { surface_id: input.surface_id, divisions: input.divisions }));
    const kind = {
      isGame: input.is_game ?? slot.isGame,
      isPractice: input.is_practice ?? slot.isPractice,
      isReserved: input.is_reserved ?? slot.isReserved,
    };
    if (!kind.isGame && !kind.isPractice && !kind.isReserved) {
      throw unprocessable('is_game', 'choose game, practice or reserved');
    }
    const surfaceId = input.surface_id ?? slot.surfaceId;
    const refused = await moveTimeslots(tx, [
      {
        id: slot.id,
        surfaceId,
        venueId: venueOf(places, surfaceId),
        start: new Date(input.start),
        finish: new Date(input.finish),
      },
    ]);
    if (refused.size > 0) throw conflict('start', OVERLAP_MESSAGE);
    await tx.update(timeslots).set(kind).where(eq(timeslots.id, slot.id));
    if (input.divisions) await replaceTimeslotDivisions(tx, [slot.id], input.divisions);
    const [updated] = await selectTimeslots(tx, eq(timeslots.id, slot.id));
    if (!updated) throw new Error('updated slot disappeared');
    return updated;
  });
}
