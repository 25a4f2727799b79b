import { TIMESLOT_BATCH_MAX, type TimeslotCopy } from '@app/contracts';
import type { Database } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import { shiftSlotTimes, zonedWallClock } from '../../lib/time-zone.ts';
import { lockSeasonTimeslots } from './find-timeslots.ts';
import { copyResult, type NewTimeslot, saveNewTimeslots } from './save-new-timeslots.ts';

/**
 * Repeats each chosen slot of a season every week or month after its own date up to `date` (inclusive,
 * the season's local date) at the same local time, in one transaction. The k-th copy is counted from the
 * original, so monthly copies of the 31st land on the 31st again after a short month. Copies overlapping
 * another slot are skipped; more than TIMESLOT_BATCH_MAX copies is a 422 on `date`.
 */
export async function copyTimeslots(params: {
  db: Database;
  organizationId: string;
  input: TimeslotCopy;
}): Promise<{ count: number; skipped: number; last: string | null }> {
  const { input } = params;
  const unit = input.frequency === 'monthly' ? 'months' : 'weeks';
  return params.db.transaction(async (tx) => {
    const { season, slots } = await lockSeasonTimeslots(tx, {
      organizationId: params.organizationId,
      seasonId: input.season_id,
      ids: input.items,
    });
    const copies: NewTimeslot[] = [];
    for (const slot of slots) {
      for (let k = 1; ; k += 1) {
        const times = shiftSlotTimes(slot, k, unit, season.timezone);
        if (zonedWallClock(times.start, season.timezone).date > input.date) break;
        copies.push({ ...slot, ...times });
        if (copies.length > TIMESLOT_BATCH_MAX) {
          throw unprocessable(
            'date',
            `would make more than ${TIMESLOT_BATCH_MAX} timeslots; choose an earlier date`,
          );
        }
      }
    }
    return copyResult(await saveNewTimeslots(tx, season, copies));
  });
}
