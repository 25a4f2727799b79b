import type { TimeslotSurfaceUpdate } from '@app/contracts';
import type { Database } from '@app/db';
import { lockSeasonTimeslots } from './find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from './move-timeslots.ts';
import { loadSeasonPlaces, placeIssues, throwPlaceIssues, venueOf } from './season-places.ts';

/**
 * Moves the chosen slots of a season to one surface of it (the slot's venue becomes the surface's), same
 * times, in one transaction. 404 for a season or slot that is not the organisation's; 422 on `surface_id`
 * for a surface of another season. Slots that would overlap there stay; answers them with the reason.
 */
export async function setTimeslotSurface(params: {
  db: Database;
  organizationId: string;
  input: TimeslotSurfaceUpdate;
}): Promise<Map<string, string>> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const { season, slots } = await lockSeasonTimeslots(tx, {
      organizationId: params.organizationId,
      seasonId: input.season_id,
      ids: input.items,
    });
    const places = await loadSeasonPlaces(tx, season.id);
    throwPlaceIssues(placeIssues(places, { surface_id: input.surface_id }));
    const venueId = venueOf(places, input.surface_id);
    const refused = await moveTimeslots(
      tx,
      slots.map((slot) => ({ ...slot, venueId, surfaceId: input.surface_id })),
    );
    return new Map([...refused].map((id) => [id, OVERLAP_MESSAGE]));
  });
}
