import { GeocodeQuerySchema, GeocodeResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { geocodeAddress } from './geocode-address.ts';

/**
 * GET /api/geocode?q=: address lookup through GEOCODER_URL for signed-in users only, so the server is not an
 * open proxy to the geocoder (whose usage policy limits requests per client).
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocode',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Look up an address: matches as venue address fields (404 when no geocoder is configured)',
        tags: ['config'],
        querystring: GeocodeQuerySchema,
        response: { 200: GeocodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      return geocodeAddress({ geocoderUrl: app.env.geocoderUrl, query: request.query.q });
    },
  );
};
