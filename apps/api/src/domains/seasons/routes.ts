import {
  IdParamsSchema,
  LeagueSeasonIdsSchema,
  OkResponseSchema,
  SeasonCreateSchema,
  SeasonSchema,
  SeasonUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganizationAccess } from '../../auth/organization-access.ts';
import { errorResponses } from '../../http/error-responses.ts';
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
      schema: {
        summary: 'Create an empty season of a league; it becomes current',
        tags: ['seasons'],
        body: SeasonCreateSchema,
        response: { 201: LeagueSeasonIdsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = await requireOrganizationAccess(request, { manage: true });
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
      schema: {
        summary: 'The season page: divisions with teams, people, venues and counts',
        tags: ['seasons'],
        params: IdParamsSchema,
        response: { 200: SeasonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireOrganizationAccess(request);
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
      schema: {
        summary: 'Rename a season',
        tags: ['seasons'],
        params: IdParamsSchema,
        body: SeasonUpdateSchema,
        response: { 200: SeasonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireOrganizationAccess(request, { manage: true });
      const scope = { db: app.db, organizationId: access.organizationId, seasonId: request.params.id };
      await updateSeason({ ...scope, input: request.body });
      return presentSeason(await loadSeasonPage(scope));
    },
  );

  app.delete(
    '/seasons/:id',
    {
      schema: {
        summary: 'Delete a season with everything in it; the current one falls back to the first league',
        tags: ['seasons'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireOrganizationAccess(request, { manage: true });
      await deleteSeason({ db: app.db, organizationId: access.organizationId, seasonId: request.params.id });
      return { ok: true as const };
    },
  );
};
