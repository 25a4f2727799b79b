import { games, type ScheduleRow } from '@app/db';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { requireTimeslots } from '../timeslots/find-timeslots.ts';
import { OVERLAP_MESSAGE } from '../timeslots/move-timeslots.ts';
import { splitSlots } from '../timeslots/split-timeslots.ts';
import { loadEditableGames } from './editable-games.ts';
import { type GamesChange, readGames, type Scope } from './games-change.ts';

/** `POST /api/games/split`: the slot is halved; a second game of the pair, home and away swapped, takes the second half. */
export async function splitGame(scope: Scope, gameId: string): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const {
      games: [game],
      schedules: owners,
    } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: [gameId],
    });
    if (!game) throw notFound();
    if (game.timeslotId === null)
      throw unprocessable('id', 'the game must be scheduled to split its timeslot');
    const schedule = owners.get(game.scheduleId) as ScheduleRow;
    // The second half is a game added by hand (docs/free-tier-limits.md).
    await requireRoom(tx, { organizationId: scope.organizationId, resource: 'games', scopeId: schedule.id });
    const [slot] = await requireTimeslots(tx, {
      organizationId: scope.organizationId,
      ids: [game.timeslotId],
    });
    if (!slot) throw notFound();
    const { refused, created } = await splitSlots(
      tx,
      { id: schedule.seasonId, organizationId: scope.organizationId },
      [slot],
      2,
    );
    const reason = refused.get(slot.id);
    if (reason) throw unprocessable('id', `the timeslot ${reason}`);
    const half = created[0];
    if (!half) throw conflict('id', `the second half ${OVERLAP_MESSAGE}`);
    const isPractice = game.visitorId === null;
    const [second] = await tx
      .insert(games)
      .values({
        organizationId: scope.organizationId,
        scheduleId: game.scheduleId,
        divisionId: game.divisionId,
        homeId: isPractice ? game.homeId : game.visitorId,
        visitorId: isPractice ? null : game.homeId,
        isPractice,
        round: game.round,
        timeslotId: half.id,
        position: game.position,
        byHand: true,
      })
      .returning();
    if (!second) throw new Error('insert returned no game');
    return { games: await readGames(tx, [game.id, second.id]), deletedIds: [] };
  });
}
