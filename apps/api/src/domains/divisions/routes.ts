import {
  DivisionCreateSchema,
  DivisionSchema,
  DivisionUpdateSchema,
  IdParamsSchema,
  OkResponseSchema,
  PageQuerySchema,
  SeasonDivisionsPageSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createDivision } from './create-division.ts';
import { deleteDivision } from './delete-division.ts';
import { listSeasonDivisions } from './list-season-divisions.ts';
import { loadDivision } from './load-division.ts';
import { presentDivision } from './present-division.ts';
import { updateDivision } from './update-division.ts';

/** Divisions of the caller's organisation, including across-divisions built from two others. */
export const divisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/divisions',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create a division (or an across-division from two plain divisions of the season)',
        tags: ['divisions'],
        body: DivisionCreateSchema,
        response: { 201: DivisionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const created = await createDivision({
        db: app.db,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send(presentDivision(created));
    },
  );

  app.get(
    '/divisions/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The division page with its teams',
        tags: ['divisions'],
        params: IdParamsSchema,
        response: { 200: DivisionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentDivision(
        await loadDivision(app.db, { organizationId: access.organizationId, divisionId: request.params.id }),
      );
    },
  );

  app.patch(
    '/divisions/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Replace a division’s fields (across settings are fixed)',
        tags: ['divisions'],
        params: IdParamsSchema,
        body: DivisionUpdateSchema,
        response: { 200: DivisionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentDivision(
        await updateDivision({
          db: app.db,
          organizationId: access.organizationId,
          divisionId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.delete(
    '/divisions/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a division with its teams and any across-division built from it',
        tags: ['divisions'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await deleteDivision({
        db: app.db,
        organizationId: access.organizationId,
        divisionId: request.params.id,
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/seasons/:id/divisions',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One page of a season’s divisions with their team counts (limit, cursor, q)',
        tags: ['divisions'],
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: SeasonDivisionsPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return listSeasonDivisions({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        query: request.query,
      });
    },
  );
};
