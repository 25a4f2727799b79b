import type { Database } from '@app/db';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { registerCsrfGuard } from './http/csrf-guard.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerScheduleRunner } from './jobs/register-schedule-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import { bulkEditRoutes } from './routes/bulk-edit/index.ts';
import { configRoutes } from './routes/config/index.ts';
import { csrfRoutes } from './routes/csrf/index.ts';
import { dashboardRoutes } from './routes/dashboard/index.ts';
import { demoRoutes } from './routes/demo/index.ts';
import { divisionRoutes } from './routes/divisions/index.ts';
import { gameRoutes } from './routes/games/index.ts';
import { geocodeRoutes } from './routes/geocode/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { invitationRoutes } from './routes/invitations/index.ts';
import { leagueDocumentRoutes } from './routes/league-documents/index.ts';
import { leagueRoutes } from './routes/leagues/index.ts';
import { openapiRoutes } from './routes/openapi/index.ts';
import { organizationUserRoutes } from './routes/organization-users/index.ts';
import { organizationRoutes } from './routes/organizations/index.ts';
import { peopleRoutes } from './routes/people/index.ts';
import { scheduleAnalysisRoutes } from './routes/schedule-analyses/index.ts';
import { scheduleRoutes } from './routes/schedules/index.ts';
import { seasonCopyRoutes } from './routes/season-copy/index.ts';
import { seasonImportRoutes } from './routes/season-imports/index.ts';
import { seasonRoutes } from './routes/seasons/index.ts';
import { sessionRoutes } from './routes/session/index.ts';
import { teamRoutes } from './routes/teams/index.ts';
import { timeConstraintRoutes } from './routes/time-constraints/index.ts';
import { timeslotRoutes } from './routes/timeslots/index.ts';
import { userConfirmationRoutes } from './routes/user-confirmation/index.ts';
import { userRoutes } from './routes/users/index.ts';
import { venueRoutes } from './routes/venues/index.ts';
import './types.ts';

/** What the app needs from outside; the caller owns them and closes them after `app.close()`. */
export interface AppDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Fastify's logger; off unless asked, so tests and benchmarks stay quiet. */
  logger?: boolean;
}

/**
 * Builds the whole HTTP app without listening: tests drive it with `app.inject()`, server.ts listens. Every route
 * lives under /api and validates with the contract schemas; failures answer `{"errors": {...}}`.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Per-request log lines would cost more than the requests themselves under load; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    trustProxy: deps.env.trustProxy,
  });
  app.decorate('db', deps.db);
  app.decorate('env', deps.env);
  app.decorate('mailer', deps.mailer);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  // Limits are per route (those given authRateLimit in routes/rate-limit.ts); in memory, so per process
  // behind a load balancer.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fixture API',
        description:
          'League and tournament scheduling. Mutating calls need the X-CSRF-Token header from GET /api/csrf.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  registerCsrfGuard(app, deps.env.sessionSecret);
  registerScheduleRunner(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(csrfRoutes);
      await api.register(openapiRoutes);
      await api.register(sessionRoutes);
      await api.register(userRoutes);
      await api.register(userConfirmationRoutes);
      await api.register(organizationRoutes);
      await api.register(organizationUserRoutes);
      await api.register(invitationRoutes);
      await api.register(leagueRoutes);
      await api.register(seasonRoutes);
      await api.register(divisionRoutes);
      await api.register(teamRoutes);
      await api.register(timeConstraintRoutes);
      await api.register(peopleRoutes);
      await api.register(venueRoutes);
      await api.register(timeslotRoutes);
      await api.register(scheduleRoutes);
      await api.register(gameRoutes);
      await api.register(scheduleAnalysisRoutes);
      await api.register(configRoutes);
      await api.register(geocodeRoutes);
      await api.register(seasonImportRoutes);
      await api.register(seasonCopyRoutes);
      await api.register(bulkEditRoutes);
      await api.register(dashboardRoutes);
      await api.register(leagueDocumentRoutes);
      await api.register(demoRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, deps.env.webDist);
  return app;
}
