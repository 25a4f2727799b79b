import { ActivitySchema, IdParamsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findActivity } from './find-activity.ts';
import { presentActivity } from './present-activity.ts';

/** `GET /api/activities/{id}`: a SportsEngine activity's progress, polled by /activity/{id} (docs/sportsengine.md#activities). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'A SportsEngine activity (import, export, clear): status, progress, what it made',
        tags: ['sportsengine'],
        params: IdParamsSchema,
        response: { 200: ActivitySchema, ...errorResponses },
      },
    },
    async (request) =>
      presentActivity(
        await findActivity(app.db, {
          organizationId: organizationOf(request).organizationId,
          activityId: request.params.id,
        }),
      ),
  );
};
