import type { TimeslotMultipleUpdate } from '@app/contracts';
import type { Database } from '@app/db';
import { lockTimeslots } from './find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from './move-timeslots.ts';

/**
 * New start and finish for each listed slot of the organisation (404 when any is not), on its own surface,
 * in one transaction. Slots whose new times would overlap another slot keep their old times; answers the
 * refused ids with the reason.
 */
export async function updateTimeslotTimes(params: {
  db: Database;
  organizationId: string;
  input: TimeslotMultipleUpdate;
}): Promise<Map<string, string>> {
  const rows = params.input.timeslots;
  return params.db.transaction(async (tx) => {
    const slots = await lockTimeslots(tx, {
      organizationId: params.organizationId,
      ids: rows.map((r) => r.id),
    });
    const byId = new Map(slots.map((s) => [s.id, s]));
    const refused = await moveTimeslots(
      tx,
      rows.flatMap((row) => {
        const slot = byId.get(row.id);
        return slot
          ? [
              {
                id: slot.id,
                venueId: slot.venueId,
                surfaceId: slot.surfaceId,
                start: new Date(row.start),
                finish: new Date(row.finish),
              },
            ]
          : [];
      }),
    );
    return new Map([...refused].map((id) => [id, OVERLAP_MESSAGE]));
  });
}
