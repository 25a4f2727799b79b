import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/openapi.json: the OpenAPI 3 document generated from the routes' contract schemas. */
export const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
