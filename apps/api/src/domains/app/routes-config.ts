import { AppConfigSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';

/** GET /api/config: map tiles and whether address lookup exists, from MAP_TILE_URL, MAP_ATTRIBUTION, GEOCODER_URL, and the league-management sign-up page. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: { access: 'signedIn' },
      schema: {
        summary:
          'Map tile URL and attribution, whether an address geocoder is configured, and the league-management sign-up URL',
        tags: ['config'],
        response: { 200: AppConfigSchema, ...errorResponses },
      },
    },
    async () => ({
      map_tile_url: app.env.mapTileUrl,
      map_attribution: app.env.mapAttribution,
      has_geocoder: app.env.geocoderUrl !== undefined,
      league_management_url: app.env.leagueManagementUrl,
      sportsengine_enabled: app.env.sportsengine !== undefined,
    }),
  );
};
