import {
  IdParamsSchema,
  LeagueSeasonIdsSchema,
  OkResponseSchema,
  SeasonCreateSchema,
  SeasonSchema,
  SeasonUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { presenterSerializer } from '../../http/presenter-serializer.ts';
import { createSeason } from './create-season.ts';
import { deleteSeason } from './delete-season.ts';
import { loadSeasonPage } from './load-season-page.ts';
import { presentSeason } from './present-season.ts';
import { updateSeason } from './update-season.ts';

/** Seasons of the caller's organisation: create (becomes current), read, rename, delete (current falls back). */
export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/seasons',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create an empty season of a league; it becomes current',
        tags: ['seasons'],
        body: SeasonCreateSchema,
        response: { 201: LeagueSeasonIdsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const ids = await createSeason({
        db: app.db,
        user: access.user,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send(ids);
    },
  );

  app.get(
    '/seasons/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The season page: divisions with teams, people, venues and counts',
        tags: ['seasons'],
        params: IdParamsSchema,
        response: { 200: SeasonSchema, ...errorResponses },
      },
      // A season at its limits answers 45,000 names (docs/reliability.md, "Large seasons").
      serializerCompiler: presenterSerializer,
    },
    async (request) => {
      const access = organizationOf(request);
      return presentSeason(
        await loadSeasonPage({
          db: app.db,
          organizationId: access.organizationId,
          seasonId: request.params.id,
        }),
      );
    },
  );

  app.patch(
    '/seasons/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Rename a season',
        tags: ['seasons'],
        params: IdParamsSchema,
        body: SeasonUpdateSchema,
        response: { 200: SeasonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      const scope = { db: app.db, organizationId: access.organizationId, seasonId: request.params.id };
      await updateSeason({ ...scope, input: request.body });
      return presentSeason(await loadSeasonPage(scope));
    },
  );

  app.delete(
    '/seasons/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a season with everything in it; the current one falls back to the first league',
        tags: ['seasons'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await deleteSeason({ db: app.db, organizationId: access.organizationId, seasonId: request.params.id });
      return { ok: true as const };
    },
  );
};
