import type { GameCreate } from '@app/contracts';
import { games } from '@app/db';
import { eq, max } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { requireLegalPlacements } from './check-game-placements.ts';
import {
  lockSchedule,
  requireOpenSlot,
  requirePracticeHasNoVisitor,
  requireScheduleTeams,
  requireSettled,
} from './editable-games.ts';
import {
  type GamesChange,
  type Scope,
  UNSCHEDULED_BY_HAND,
  UNSCHEDULED_BY_HAND_DETAIL,
} from './games-change.ts';
import { placeOf, slotForPlace } from './place-game.ts';

/**
 * `POST /api/games`: one game by hand, in an open slot of the season, at a place (times and surface: the slot
 * there, or a new one) or unscheduled.
 */
export async function createGame(scope: Scope, input: GameCreate): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, {
      organizationId: scope.organizationId,
      scheduleId: input.schedule_id,
    });
    requireSettled(schedule);
    if (schedule.divisionId === null) throw unprocessable('schedule_id', 'has no division');
    await requireRoom(tx, { organizationId: scope.organizationId, resource: 'games', scopeId: schedule.id });
    requirePracticeHasNoVisitor(schedule, input.visitor_id);
    await requireScheduleTeams(tx, schedule, 'home_id', [input.home_id]);
    await requireScheduleTeams(tx, schedule, 'visitor_id', [input.visitor_id]);
    if (input.visitor_id === input.home_id)
      throw unprocessable('visitor_id', 'must differ from the home team');
    if (input.timeslot_id) {
      await requireOpenSlot(tx, {
        seasonId: schedule.seasonId,
        timeslotId: input.timeslot_id,
        field: 'timeslot_id',
      });
    }
    const place = placeOf(input);
    const timeslotId = place
      ? await slotForPlace(tx, {
          organizationId: scope.organizationId,
          seasonId: schedule.seasonId,
          place,
          game: null,
          practice: schedule.isPractice,
        })
      : input.timeslot_id;
    const [last] = await tx
      .select({ position: max(games.position) })
      .from(games)
      .where(eq(games.scheduleId, schedule.id));
    const [game] = await tx
      .insert(games)
      .values({
        organizationId: scope.organizationId,
        scheduleId: schedule.id,
        divisionId: schedule.divisionId,
        homeId: input.home_id,
        visitorId: input.visitor_id,
        isPractice: input.visitor_id === null,
        timeslotId,
        unscheduledReason: timeslotId ? null : UNSCHEDULED_BY_HAND,
        unscheduledReasonDetail: timeslotId ? null : UNSCHEDULED_BY_HAND_DETAIL,
        position: (last?.position ?? 0) + 1,
        byHand: true,
      })
      .returning();
    if (!game) throw new Error('insert returned no game');
    await requireLegalPlacements(tx, {
      schedule,
      gameIds: [game.id],
      field: 'timeslot_id',
      override: input.override,
    });
    return { games: [game], deletedIds: [] };
  });
}
