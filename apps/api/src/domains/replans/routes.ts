import {
  IdParamsSchema,
  ReplanCreateSchema,
  ReplanListSchema,
  ReplanSchema,
  SeasonChangesSchema,
} from '@app/contracts';
import { type ReplanRow, replans } from '@app/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMasksGames } from '../games/hidden-games.ts';
import { engineTaskRunner } from '../schedules/jobs/engine-pool.ts';
import { findSeason } from '../seasons/find-season.ts';
import { applyReplan, discardReplan, undoReplan } from './apply-replan.ts';
import { findReplan, loadReplanNames } from './find-replan.ts';
import { maskReplanMoves } from './mask-replan.ts';
import { presentReplan, presentReplanSummary } from './present-replan.ts';
import { proposeReplan } from './propose-replan.ts';
import { loadSeasonChanges, publishSeasonChanges } from './season-changes.ts';

const tags = ['replans'];

/**
 * Re-plans after a rain-out or a closed venue, and the season's changes since the last publish
 * (docs/replans.md). Reads are open to every member; proposing, applying, undoing, discarding and publishing
 * need a manager. Another organisation's ids answer 404.
 */
export const replansRoutes: FastifyPluginAsyncZod = async (app) => {
  const runEngine = engineTaskRunner(app);
  const present = async (row: ReplanRow, masked: boolean) => {
    const names = await loadReplanNames(app.db, [row]);
    const replan = presentReplan(row, names(row));
    return masked ? maskReplanMoves(app.db, replan) : replan;
  };

  app.post(
    '/seasons/:id/replans',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Propose a re-plan: cancel the slots of a day, venue or surface and move their games',
        tags,
        params: IdParamsSchema,
        body: ReplanCreateSchema,
        response: { 201: ReplanSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const row = await proposeReplan(app.db, {
        organizationId: access.organizationId,
        seasonId: request.params.id,
        userId: access.user.id,
        input: request.body,
        runEngine,
      });
      return reply.code(201).send(await present(row, requestMasksGames(request)));
    },
  );

  app.get(
    '/seasons/:id/replans',
    {
      config: { access: 'member' },
      schema: {
        summary: "A season's re-plans, newest first",
        tags,
        params: IdParamsSchema,
        response: { 200: ReplanListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const season = await findSeason(app.db, { organizationId, seasonId: request.params.id });
      const rows = await app.db
        .select()
        .from(replans)
        .where(and(eq(replans.seasonId, season.id), eq(replans.organizationId, organizationId)))
        .orderBy(desc(replans.createdAt), desc(replans.id));
      const names = await loadReplanNames(app.db, rows);
      return { replans: rows.map((row) => presentReplanSummary(row, names(row))) };
    },
  );

  app.get(
    '/replans/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'A re-plan with its moves',
        tags,
        params: IdParamsSchema,
        response: { 200: ReplanSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const row = await findReplan(app.db, { organizationId, replanId: request.params.id });
      return present(row, requestMasksGames(request));
    },
  );

  const change = (path: string, summary: string, run: typeof applyReplan) =>
    app.post(
      path,
      {
        config: { access: 'manager' },
        schema: { summary, tags, params: IdParamsSchema, response: { 200: ReplanSchema, ...errorResponses } },
      },
      async (request) => {
        const { organizationId } = organizationOf(request);
        const row = await run(app.db, { organizationId, replanId: request.params.id });
        return present(row, requestMasksGames(request));
      },
    );
  change(
    '/replans/:id/apply',
    'Apply a proposed re-plan in one transaction (409 when the games moved since)',
    applyReplan,
  );
  change('/replans/:id/undo', 'Undo an applied re-plan (409 when its games moved since)', undoReplan);
  change('/replans/:id/discard', 'Discard a proposed re-plan', discardReplan);

  app.get(
    '/seasons/:id/changes',
    {
      config: { access: 'member' },
      schema: {
        summary: "The season's game changes since they were last published, by team",
        tags,
        params: IdParamsSchema,
        response: { 200: SeasonChangesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return loadSeasonChanges(app.db, {
        organizationId,
        seasonId: request.params.id,
        masked: requestMasksGames(request),
      });
    },
  );

  app.post(
    '/seasons/:id/changes/publish',
    {
      config: { access: 'manager' },
      schema: {
        summary: "Mark the season's changes as published now; answers the (now empty) list",
        tags,
        params: IdParamsSchema,
        response: { 200: SeasonChangesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      await publishSeasonChanges(app.db, { organizationId, seasonId: request.params.id });
      return loadSeasonChanges(app.db, {
        organizationId,
        seasonId: request.params.id,
        masked: requestMasksGames(request),
      });
    },
  );
};
