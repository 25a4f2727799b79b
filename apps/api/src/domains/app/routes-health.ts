import { ErrorResponseSchema, HealthResponseSchema } from '@app/contracts';
import { expectedMigrationCount } from '@app/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/health: liveness, 200 {ok: true} only when the database answers a query too.
 * GET /api/ready: readiness for a load balancer (docs/deploy.md): 200 when the database answers, every
 * migration this code expects is applied, and the process is not shutting down; otherwise 503 with the reason,
 * so the balancer stops sending requests to a draining process before its listener closes.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const migrations = expectedMigrationCount();

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

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Readiness: database reachable, migrations applied, not shutting down',
        tags: ['system'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      const unready = (reason: string) =>
        reply
          .code(503)
          .header('retry-after', '1')
          .send({ errors: { base: [reason] } });
      if (app.lifecycle.draining) return unready('shutting down');
      const [row] = await app.db
        .select({ applied: sql<number>`count(*)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      if ((row?.applied ?? 0) < migrations) return unready('migrations not applied');
      return { ok: true as const };
    },
  );
};
