import type { TimeslotDivisionsUpdate } from '@app/contracts';
import type { Database } from '@app/db';
import { lockSeasonTimeslots } from './find-timeslots.ts';
import { replaceTimeslotDivisions } from './replace-timeslot-divisions.ts';
import { loadSeasonPlaces, placeIssues, throwPlaceIssues } from './season-places.ts';

/**
 * Opens the chosen slots of a season to exactly the given divisions (none: every division), in one
 * transaction. 404 for a season or slot that is not the organisation's; 422 on `divisions` for a division
 * of another season. Answers how many slots changed.
 */
export async function setTimeslotDivisions(params: {
  db: Database;
  organizationId: string;
  input: TimeslotDivisionsUpdate;
}): Promise<number> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const { season, slots } = await lockSeasonTimeslots(tx, {
      organizationId: params.organizationId,
      seasonId: input.season_id,
      ids: input.items,
    });
    throwPlaceIssues(placeIssues(await loadSeasonPlaces(tx, season.id), { divisions: input.divisions }));
    await replaceTimeslotDivisions(
      tx,
      slots.map((s) => s.id),
      input.divisions,
    );
    return slots.length;
  });
}
