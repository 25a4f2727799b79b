import {
  ActivityStartedSchema,
  PlatformBetaImportParamsSchema,
  PlatformEntityListSchema,
  PlatformIdParamsSchema,
  PlatformImportOptionsSchema,
  PlatformImportSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { loadPlatformClient } from './load-platform-client.ts';
import type { SportsengineClient } from './platform-types.ts';
import { startSeasonImport, startSportImport } from './start-platform-import.ts';

/**
 * The import screens' calls (docs/sportsengine.md#importing): the platform's sites, leagues, seasons and
 * subseasons (Sport Management) and sites and seasons (Season Management, "beta"), then the two routes that
 * start an import activity. Owner only; 503 when SportsEngine is not set up, 422 when not connected, 502 with
 * the platform's failure when it cannot be read.
 */
export const sportsengineImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientOf = (request: FastifyRequest) =>
    loadPlatformClient(app.db, app.env.sportsengine, organizationOf(request).organizationId);

  const listing = (
    url: string,
    summary: string,
    list: (client: SportsengineClient, id: string) => Promise<{ id: string; name: string }[]>,
  ) =>
    app.get(
      url,
      {
        config: { access: 'owner' },
        schema: {
          summary,
          tags: ['sportsengine'],
          ...(url.includes(':id') ? { params: PlatformIdParamsSchema } : {}),
          response: { 200: PlatformEntityListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { id } = (request.params ?? {}) as { id?: string };
        const items = await list(await clientOf(request), id ?? '');
        return { items: items.map(({ id, name }) => ({ id, name })) };
      },
    );

  listing('/sportsengine/sites', 'Sport Management sites the connection reaches', (c) => c.sites());
  listing('/sportsengine/sites/:id/leagues', "A site's leagues (Sport Management)", (c, id) => c.leagues(id));
  listing('/sportsengine/leagues/:id/seasons', "A league's seasons (Sport Management)", (c, id) =>
    c.seasons(id),
  );
  listing('/sportsengine/seasons/:id/subseasons', "A season's subseasons (Sport Management)", (c, id) =>
    c.subseasons(id),
  );
  listing('/sportsengine/sites_beta', 'Season Management organisations the connection reaches', (c) =>
    c.sitesBeta(),
  );
  listing('/sportsengine/sites/:id/seasons_beta', "An organisation's seasons (Season Management)", (c, id) =>
    c.seasonsBeta(id),
  );

  app.post(
    '/sportsengine/import',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Import a Sport Management season as a background activity; answers the activity id',
        tags: ['sportsengine'],
        body: PlatformImportSchema,
        response: { 202: ActivityStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { organizationId } = organizationOf(request);
      const client = await clientOf(request);
      const row = await startSportImport(
        app.db,
        client,
        { organizationId, userId: callerOf(request).user.id },
        request.body,
      );
      await app.activityRunner.enqueueOrLeaveToReconciler(row.id, request.log);
      return reply.code(202).send({ activity: { id: row.id } });
    },
  );

  app.post(
    '/sportsengine/import/:site/:season',
    {
      config: { access: 'owner' },
      schema: {
        summary:
          'Import a Season Management ("beta") season as a background activity; answers the activity id',
        tags: ['sportsengine'],
        params: PlatformBetaImportParamsSchema,
        body: PlatformImportOptionsSchema,
        response: { 202: ActivityStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { organizationId } = organizationOf(request);
      // Not set up or not connected answers here, before anything is queued.
      await clientOf(request);
      const row = await startSeasonImport(
        app.db,
        { organizationId, userId: callerOf(request).user.id },
        { ...request.params, options: request.body },
      );
      await app.activityRunner.enqueueOrLeaveToReconciler(row.id, request.log);
      return reply.code(202).send({ activity: { id: row.id } });
    },
  );
};
