import { DemoCreateSchema, LeagueSeasonIdsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createDemoLeague } from './create-demo-league.ts';

/**
 * "Try it with a sample league" from the empty dashboard (owners and admins): the league with its season's
 * schedules solved before the answer (create-demo-league.ts); `structure_only` leaves the season empty.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/demo',
    {
      config: { access: 'manager' },
      schema: {
        summary:
          'Create a realistic sample league in the current organisation, with a season of timeslots, solved schedules and a tournament; it becomes current',
        tags: ['leagues'],
        body: DemoCreateSchema.nullish(),
        response: { 201: LeagueSeasonIdsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const ids = await createDemoLeague({
        db: app.db,
        user: access.user,
        organizationId: access.organizationId,
        structureOnly: request.body?.structure_only ?? false,
      });
      return reply.code(201).send(ids);
    },
  );
};
