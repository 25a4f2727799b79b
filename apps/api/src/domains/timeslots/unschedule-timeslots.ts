import { type Database, games } from '@app/db';
import { inArray } from 'drizzle-orm';
import { UNSCHEDULED_BY_HAND, UNSCHEDULED_BY_HAND_DETAIL } from '../games/games-change.ts';
import { requireSeasonTimeslots } from './find-timeslots.ts';

/**
 * Frees the chosen slots of a season from their games and answers how many games were freed. The games
 * keep their pairing and become unscheduled; the slots are open again. 404 when any slot is not the
 * organisation's season's.
 */
export async function unscheduleTimeslots(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  ids: readonly string[];
}): Promise<number> {
  const { slots } = await requireSeasonTimeslots(params.db, params);
  const freed = await params.db
    .update(games)
    .set({
      timeslotId: null,
      unscheduledReason: UNSCHEDULED_BY_HAND,
      unscheduledReasonDetail: UNSCHEDULED_BY_HAND_DETAIL,
    })
    .where(
      inArray(
        games.timeslotId,
        slots.map((s) => s.id),
      ),
    )
    .returning({ id: games.id });
  return freed.length;
}
