import type { TimeslotPaste } from '@app/contracts';
import type { Database } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import { shiftSlotTimes } from '../../lib/time-zone.ts';
import { findSeason } from '../seasons/find-season.ts';
import { lockTimeslots } from './find-timeslots.ts';
import { copyResult, saveNewTimeslots } from './save-new-timeslots.ts';

/**
 * Pastes copies of the chosen slots `day_offset` days away at the same local time (the season's wall
 * clock), in one transaction. The slots must be the organisation's (404) and of one season (422 on `ids`);
 * copies overlapping another slot are skipped.
 */
export async function pasteTimeslots(params: {
  db: Database;
  organizationId: string;
  input: TimeslotPaste;
}): Promise<{ count: number; skipped: number; last: string | null }> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const slots = await lockTimeslots(tx, { organizationId: params.organizationId, ids: input.ids });
    const seasonIds = new Set(slots.map((s) => s.seasonId));
    const [seasonId] = seasonIds;
    if (seasonIds.size !== 1 || seasonId === undefined) {
      throw unprocessable('ids', 'must all be timeslots of one season');
    }
    const season = await findSeason(tx, { organizationId: params.organizationId, seasonId });
    const copies = slots.map((slot) => ({
      ...slot,
      ...shiftSlotTimes(slot, input.day_offset, 'days', season.timezone),
    }));
    return copyResult(await saveNewTimeslots(tx, season, copies));
  });
}
