import type { GameShift } from '@app/contracts';
import type { ScheduleRow } from '@app/db';
import { conflict, unprocessable } from '../../http/http-error.ts';
import { shiftSlotTimes } from '../../lib/time-zone.ts';
import { findSeason } from '../seasons/find-season.ts';
import { requireTimeslots } from '../timeslots/find-timeslots.ts';
import { moveTimeslots, OVERLAP_MESSAGE } from '../timeslots/move-timeslots.ts';
import { requireLegalPlacements } from './check-game-placements.ts';
import { loadEditableGames } from './editable-games.ts';
import { type GamesChange, readGames, type Scope } from './games-change.ts';

/** `POST /api/games/shift`: the games' slots move by amount x units on the season's wall clock. */
export async function shiftGames(scope: Scope, input: GameShift): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const { games: moving, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: input.ids,
    });
    const slotIds = moving.map((g) => g.timeslotId);
    if (slotIds.some((id) => id === null)) throw unprocessable('ids', 'only scheduled games can be shifted');
    const slots = await requireTimeslots(tx, {
      organizationId: scope.organizationId,
      ids: slotIds as string[],
    });
    const season = await findSeason(tx, {
      organizationId: scope.organizationId,
      seasonId: (owners.values().next().value as ScheduleRow).seasonId,
    });
    const stayed = await moveTimeslots(
      tx,
      slots.map((slot) => ({ ...slot, ...shiftSlotTimes(slot, input.amount, input.units, season.timezone) })),
    );
    if (stayed.size > 0) throw conflict('ids', `a shifted timeslot ${OVERLAP_MESSAGE}`);
    for (const schedule of owners.values()) {
      const ids = moving.filter((g) => g.scheduleId === schedule.id).map((g) => g.id);
      await requireLegalPlacements(tx, { schedule, gameIds: ids, field: 'ids', override: input.override });
    }
    return { games: await readGames(tx, input.ids), deletedIds: [] };
  });
}
