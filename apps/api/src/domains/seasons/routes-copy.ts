import { LeagueSeasonIdsSchema, SeasonCopySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { copySeason } from './copy-season.ts';

/** Copying a season (owners and admins; another organisation's season answers 404). */
export const seasonCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/seasons/copy',
    {
      config: { access: 'manager' },
      schema: {
        summary:
          'Copy a season, optionally with people and moved timeslots, in one transaction; it becomes current',
        tags: ['seasons'],
        body: SeasonCopySchema,
        response: { 201: LeagueSeasonIdsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const ids = await copySeason({
        db: app.db,
        user: access.user,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send(ids);
    },
  );
};
