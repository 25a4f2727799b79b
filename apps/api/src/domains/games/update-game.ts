import type { Forfeit, GameUpdate } from '@app/contracts';
import { games, type ScheduleRow } from '@app/db';
import { eq } from 'drizzle-orm';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { requireLegalPlacements } from './check-game-placements.ts';
import {
  loadEditableGames,
  requireOpenSlot,
  requirePracticeHasNoVisitor,
  requireScheduleTeams,
} from './editable-games.ts';
import {
  type GamesChange,
  readGames,
  type Scope,
  UNSCHEDULED_BY_HAND,
  UNSCHEDULED_BY_HAND_DETAIL,
} from './games-change.ts';
import { placeOf, slotForPlace } from './place-game.ts';
import { requireForfeitable } from './require-forfeit.ts';
import { requireWinner, settleBracket } from './settle-bracket.ts';

/**
 * `PATCH /api/games/{id}`: teams, slot (null: unschedule) or place (times and surface: docs/games.md,
 * "Places"), score, forfeit and whether it counts in the standings (docs/standings.md#exhibition-games) of
 * one game.
 */
export async function updateGame(scope: Scope, gameId: string, input: GameUpdate): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const {
      games: [game],
      schedules: owners,
    } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: [gameId],
    });
    if (!game) throw notFound();
    const schedule = owners.get(game.scheduleId) as ScheduleRow;
    requirePracticeHasNoVisitor(schedule, input.visitor_id);
    await requireScheduleTeams(tx, schedule, 'home_id', [input.home_id]);
    await requireScheduleTeams(tx, schedule, 'visitor_id', [input.visitor_id]);
    const homeId = input.home_id ?? game.homeId;
    const visitorId = input.visitor_id === undefined ? game.visitorId : input.visitor_id;
    if (homeId !== null && homeId === visitorId)
      throw unprocessable('visitor_id', 'must differ from the home team');
    if (input.timeslot_id && input.timeslot_id !== game.timeslotId) {
      await requireOpenSlot(tx, {
        seasonId: schedule.seasonId,
        timeslotId: input.timeslot_id,
        exceptGameId: game.id,
        field: 'timeslot_id',
      });
    }
    const place = placeOf(input);
    const target = place
      ? await slotForPlace(tx, {
          organizationId: scope.organizationId,
          seasonId: schedule.seasonId,
          place,
          game,
          practice: schedule.isPractice,
        })
      : input.timeslot_id;
    const moving = target !== undefined && target !== game.timeslotId;
    const homeScore = input.home_score === undefined ? game.homeScore : input.home_score;
    const visitorScore = input.visitor_score === undefined ? game.visitorScore : input.visitor_score;
    requireWinner(schedule, 'home_score', homeScore, visitorScore);
    const forfeit = input.forfeit === undefined ? (game.forfeit as Forfeit | null) : input.forfeit;
    const isPractice = visitorId === null && game.visitorFrom === null;
    requireForfeitable(schedule, { homeId, visitorId, isPractice }, forfeit, 'forfeit');
    await tx
      .update(games)
      .set({
        homeId,
        visitorId,
        // A bracket side still waiting for its feeder's result has no visitor yet, but the game stays a game.
        isPractice,
        homeScore,
        visitorScore,
        overtime: input.overtime ?? game.overtime,
        forfeit,
        countsInStandings: input.counts_in_standings ?? game.countsInStandings,
        ...(moving
          ? {
              timeslotId: target ?? null,
              unscheduledReason: target ? null : UNSCHEDULED_BY_HAND,
              unscheduledReasonDetail: target ? null : UNSCHEDULED_BY_HAND_DETAIL,
            }
          : {}),
      })
      .where(eq(games.id, game.id));
    const teamsChanged = homeId !== game.homeId || visitorId !== game.visitorId;
    // A place given may have moved the game's own slot, so it is checked even when the slot id stays.
    if ((moving && target) || place || (teamsChanged && game.timeslotId)) {
      await requireLegalPlacements(tx, {
        schedule,
        gameIds: [game.id],
        field: 'timeslot_id',
        override: input.override,
      });
    }
    const routed = await settleBracket(tx, schedule);
    return { games: await readGames(tx, [game.id, ...routed]), deletedIds: [] };
  });
}
