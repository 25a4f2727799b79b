import { TIMESLOT_BATCH_MAX, type TimeslotCopyWeek } from '@app/contracts';
import { type Database, timeslots } from '@app/db';
import { and, eq, gte, lt } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import { shiftSlotTimes } from '../../lib/time-zone.ts';
import { findSeason } from '../seasons/find-season.ts';
import { copyResult, type NewTimeslot, saveNewTimeslots } from './save-new-timeslots.ts';
import { selectTimeslots } from './timeslot-record.ts';

/**
 * Copy week: the season's slots starting in [start, finish) are a template repeated into the following
 * weeks so that `weeks` weeks hold it, the template's own week included, at the same local times. In one
 * transaction; copies overlapping another slot are skipped; more than TIMESLOT_BATCH_MAX copies is a 422
 * on `weeks`. 404 for a season that is not the organisation's.
 */
export async function copyTimeslotWeek(params: {
  db: Database;
  organizationId: string;
  input: TimeslotCopyWeek;
}): Promise<{ count: number; skipped: number; last: string | null }> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, { organizationId: params.organizationId, seasonId: input.season_id });
    await lockSeasons(tx, [season.id]);
    const template = await selectTimeslots(
      tx,
      and(
        eq(timeslots.seasonId, season.id),
        gte(timeslots.start, new Date(input.start)),
        lt(timeslots.start, new Date(input.finish)),
      ),
    );
    if (template.length * (input.weeks - 1) > TIMESLOT_BATCH_MAX) {
      throw unprocessable(
        'weeks',
        `would make more than ${TIMESLOT_BATCH_MAX} timeslots; choose fewer weeks`,
      );
    }
    const copies: NewTimeslot[] = template.flatMap((slot) =>
      Array.from({ length: input.weeks - 1 }, (_, i) => ({
        ...slot,
        ...shiftSlotTimes(slot, i + 1, 'weeks', season.timezone),
      })),
    );
    return copyResult(await saveNewTimeslots(tx, season, copies));
  });
}
