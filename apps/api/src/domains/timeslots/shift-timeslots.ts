import type { TimeslotShift } from '@app/contracts';
import type { Database } from '@app/db';
import { shiftSlotTimes } from '../../lib/time-zone.ts';
import { lockSeasonTimeslots } from './find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from './move-timeslots.ts';

/**
 * Moves the chosen slots of a season by amount × units (days, weeks and months on the season's wall clock,
 * see shiftInstant), in one transaction. Slots that would overlap another on their surface stay; answers
 * them with the reason. 404 for a season or slot that is not the organisation's.
 */
export async function shiftTimeslots(params: {
  db: Database;
  organizationId: string;
  input: TimeslotShift;
}): Promise<Map<string, string>> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const { season, slots } = await lockSeasonTimeslots(tx, {
      organizationId: params.organizationId,
      seasonId: input.season_id,
      ids: input.items,
    });
    const refused = await moveTimeslots(
      tx,
      slots.map((slot) => ({ ...slot, ...shiftSlotTimes(slot, input.amount, input.units, season.timezone) })),
    );
    return new Map([...refused].map((id) => [id, OVERLAP_MESSAGE]));
  });
}
