import { LeagueSeasonIdsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createDemoLeague } from './create-demo-league.ts';

/** "Try it with a sample league" from the empty dashboard (owners and admins). */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/demo',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create a realistic sample league in the current organisation; it becomes current',
        tags: ['leagues'],
        response: { 201: LeagueSeasonIdsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const ids = await createDemoLeague({
        db: app.db,
        user: access.user,
        organizationId: access.organizationId,
      });
      return reply.code(201).send(ids);
    },
  );
};
