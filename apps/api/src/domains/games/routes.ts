import {
  DryRunAnswerSchema,
  GameCreateSchema,
  GameDryRunSchema,
  GameIdsSchema,
  GameMultiEditSchema,
  GameScoresSchema,
  GameShiftSchema,
  GameSplitSchema,
  GameSwapSchema,
  GamesChangedSchema,
  GamesMultiEditedSchema,
  GameUpdateSchema,
  IdParamsSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { presentGame } from '../schedules/present-schedule.ts';
import { dryRunGame } from './check-game-placements.ts';
import { createGame } from './create-game.ts';
import { deleteGames } from './delete-games.ts';
import { readEditableGames } from './editable-games.ts';
import type { GamesChange } from './games-change.ts';
import { refuseHiddenGames, requestMasksGames } from './hidden-games.ts';
import { multiEditGames } from './multi-edit-games.ts';
import { saveScores } from './save-scores.ts';
import { shiftGames } from './shift-games.ts';
import { splitGame } from './split-game.ts';
import { swapGames } from './swap-games.ts';
import { unscheduleGames } from './unschedule-games.ts';
import { updateGame } from './update-game.ts';

const tags = ['games'];

const answer = (request: FastifyRequest, change: GamesChange) => {
  const masked = requestMasksGames(request);
  return { games: change.games.map((row) => presentGame(row, masked)), deleted_ids: change.deletedIds };
};

/**
 * Hand edits of schedules' games (docs/games.md): create, edit, dry run, swap, unschedule, delete, split,
 * shift, multi-edit and scores. Changes need an owner or admin (403), each runs in one transaction,
 * and an edit that would break a hard rule is refused with the engine's reason unless `override` is sent.
 * Another organisation's ids answer 404; a schedule still being solved, 409.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  // What every game edit acts in: the organisation the access hook resolved.
  const scope = (request: FastifyRequest) => ({
    db: app.db,
    organizationId: organizationOf(request).organizationId,
  });
  const changed = { 200: GamesChangedSchema, ...errorResponses };
  // A free organisation may not touch a hidden game (403, docs/free-tier.md#refusals).
  const refuseHidden = (request: FastifyRequest, gameIds: readonly string[]) =>
    refuseHiddenGames(app.db, {
      organizationId: organizationOf(request).organizationId,
      plan: organizationOf(request).organization.plan,
      gameIds,
    });

  app.post(
    '/games',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'One game (visitor null: a practice) in an open slot of the season, or unscheduled',
        tags,
        body: GameCreateSchema,
        response: { 201: GamesChangedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(answer(request, await createGame(scope(request), request.body))),
  );

  app.patch(
    '/games/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Edit one game: teams, slot (null: unschedule) or score',
        tags,
        params: IdParamsSchema,
        body: GameUpdateSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(request, [request.params.id]);
      return answer(request, await updateGame(scope(request), request.params.id, request.body));
    },
  );

  app.post(
    '/games/dry_run',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Would moving the game into the slot break a hard rule? Good, or the reason',
        tags,
        body: GameDryRunSchema,
        response: { 200: DryRunAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      await refuseHidden(request, [request.body.game_id]);
      const { schedules } = await readEditableGames(app.db, { organizationId, ids: [request.body.game_id] });
      const [schedule] = [...schedules.values()];
      if (!schedule) throw new Error('a loaded game has no schedule');
      return dryRunGame(app.db, {
        schedule,
        gameId: request.body.game_id,
        timeslotId: request.body.timeslot_id,
      });
    },
  );

  app.post(
    '/games/swap',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Two scheduled games exchange their slots',
        tags,
        body: GameSwapSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(request, request.body.ids);
      return answer(request, await swapGames(scope(request), request.body));
    },
  );

  app.post(
    '/games/unschedule',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Free the games’ slots; the pairings stay',
        tags,
        body: GameIdsSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(request, request.body.ids);
      return answer(request, await unscheduleGames(scope(request), request.body.ids));
    },
  );

  app.post(
    '/games/delete',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete the games (pairings gone for good)',
        tags,
        body: GameIdsSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(request, request.body.ids);
      return answer(request, await deleteGames(scope(request), request.body.ids));
    },
  );

  app.post(
    '/games/split',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Halve the game’s slot; a second game of the pair takes the second half (double header)',
        tags,
        body: GameSplitSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(request, [request.body.id]);
      return answer(request, await splitGame(scope(request), request.body.id));
    },
  );

  app.post(
    '/games/shift',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Move the games’ slots by amount × units',
        tags,
        body: GameShiftSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(request, request.body.ids);
      return answer(request, await shiftGames(scope(request), request.body));
    },
  );

  app.post(
    '/games/multi_edit',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Move several games’ slots at once (shift and/or surface); all or nothing, refusals listed',
        tags,
        body: GameMultiEditSchema,
        response: { 200: GamesMultiEditedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await refuseHidden(request, request.body.ids);
      const result = await multiEditGames(scope(request), request.body);
      const masked = requestMasksGames(request);
      return {
        saved: result.saved,
        games: result.games.map((row) => presentGame(row, masked)),
        refused: result.refused,
      };
    },
  );

  app.post(
    '/games/scores',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Scores of several games; in a bracket, winners (and losers) move on',
        tags,
        body: GameScoresSchema,
        response: changed,
      },
    },
    async (request) => {
      await refuseHidden(
        request,
        request.body.games.map((g) => g.id),
      );
      return answer(request, await saveScores(scope(request), request.body));
    },
  );
};
