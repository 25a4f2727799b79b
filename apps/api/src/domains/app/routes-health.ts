import { HealthResponseSchema } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/health: 200 {ok: true} only when the database answers a query too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: HealthResponseSchema },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
};
