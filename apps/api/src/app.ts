import type { Database, DatabaseClient } from '@app/db';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminRoutes } from './domains/admin/routes.ts';
import { configRoutes } from './domains/app/routes-config.ts';
import { csrfRoutes } from './domains/app/routes-csrf.ts';
import { healthRoutes } from './domains/app/routes-health.ts';
import { openapiRoutes } from './domains/app/routes-openapi.ts';
import { billingRoutes } from './domains/billing/routes.ts';
import { stripeWebhookRoutes } from './domains/billing/routes-webhook.ts';
import { bulkEditRoutes } from './domains/bulk-edit/routes.ts';
import { dashboardRoutes } from './domains/dashboard/routes.ts';
import { divisionsRoutes } from './domains/divisions/routes.ts';
import { registerExportRunner } from './domains/exports/jobs/register-export-runner.ts';
import { exportsRoutes } from './domains/exports/routes.ts';
import { gamesRoutes } from './domains/games/routes.ts';
import { registerImportRunner } from './domains/imports/jobs/register-import-runner.ts';
import { importsRoutes } from './domains/imports/routes.ts';
import { importJobsRoutes } from './domains/imports/routes-jobs.ts';
import { leaguesRoutes } from './domains/leagues/routes.ts';
import { demoRoutes } from './domains/leagues/routes-demo.ts';
import { leagueDocumentRoutes } from './domains/leagues/routes-documents.ts';
import { organizationsRoutes } from './domains/organizations/routes.ts';
import { invitationRoutes } from './domains/organizations/routes-invitations.ts';
import { organizationUserRoutes } from './domains/organizations/routes-organization-users.ts';
import { peopleRoutes } from './domains/people/routes.ts';
import { publicSiteRoutes } from './domains/public-site/routes.ts';
import { replansRoutes } from './domains/replans/routes.ts';
import { registerScheduleRunner } from './domains/schedules/jobs/register-schedule-runner.ts';
import { schedulesRoutes } from './domains/schedules/routes.ts';
import { scheduleAnalysisRoutes } from './domains/schedules/routes-analyses.ts';
import { scheduleDiagnosisRoutes } from './domains/schedules/routes-diagnosis.ts';
import { seasonsRoutes } from './domains/seasons/routes.ts';
import { seasonCopyRoutes } from './domains/seasons/routes-copy.ts';
import { shareLinksRoutes } from './domains/share-links/routes.ts';
import { registerActivityRunner } from './domains/sportsengine/jobs/register-activity-runner.ts';
import { activityRoutes } from './domains/sportsengine/routes-activities.ts';
import { sportsengineExportRoutes } from './domains/sportsengine/routes-export.ts';
import { sportsengineImportRoutes } from './domains/sportsengine/routes-import.ts';
import { sportsengineLinkRoutes } from './domains/sportsengine/routes-link.ts';
import { standingsRoutes } from './domains/standings/routes.ts';
import { teamsRoutes } from './domains/teams/routes.ts';
import { timeConstraintRoutes } from './domains/teams/routes-time-constraints.ts';
import { timeslotsRoutes } from './domains/timeslots/routes.ts';
import { createUploadStorage } from './domains/uploads/create-upload-storage.ts';
import { uploadsRoutes } from './domains/uploads/routes.ts';
import { uploadFilesRoutes } from './domains/uploads/routes-files.ts';
import { usersRoutes } from './domains/users/routes.ts';
import { userConfirmationRoutes } from './domains/users/routes-confirmation.ts';
import { sessionRoutes } from './domains/users/routes-session.ts';
import { venuesRoutes } from './domains/venues/routes.ts';
import { geocodeRoutes } from './domains/venues/routes-geocode.ts';
import { wizardRoutes } from './domains/wizard/routes.ts';
import type { Env } from './env.ts';
import { registerAccess } from './http/access.ts';
import { registerCompression } from './http/compression.ts';
import { registerCsrfGuard } from './http/csrf-guard.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerImpersonationAudit } from './http/impersonation-audit.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { rateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerJobQueue } from './jobs/register-job-queue.ts';
import { createBackground } from './lib/background.ts';
import type { Mailer } from './mail/mailer.ts';
import './types.ts';

/** What the app needs from outside; the caller owns them and closes them after `app.close()`. */
export interface AppDependencies {
  env: Env;
  db: Database;
  /** The driver under `db`, for the job queue; found from `db` when not given. */
  client?: DatabaseClient;
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
    // Through process.stdout, which writes files and pipes synchronously, so the log keeps its order with the
    // server's own lines (the "Open <url>" line after "Server listening"); pino's default writer is asynchronous.
    logger: deps.logger ? { stream: process.stdout } : false,
    // Per-request log lines would cost more than the requests themselves under load; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    trustProxy: deps.env.trustProxy,
  });
  app.decorate('db', deps.db);
  app.decorate('env', deps.env);
  app.decorate('mailer', deps.mailer);
  app.decorate('uploads', await createUploadStorage(deps.env));
  app.decorate('background', createBackground(app.log));
  // Mail started by a request is sent before the app closes.
  app.addHook('onClose', async () => app.background.idle());
  app.decorate('lifecycle', { draining: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);

  await registerCompression(app);
  await app.register(fastifyCookie);
  // Limits are per route (those given authRateLimit in http/rate-limit.ts). With REDIS_URL every process
  // counts in Redis, so a client behind a load balancer meets one limit, not one per process; without it the
  // counts live in this process.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(await rateLimitStore(app, deps.env)),
  });
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
  // NUL characters in any field answer 400 naming it, before validation (PostgreSQL cannot store them).
  registerNulGuard(app);
  // Each route declares who may call it (config.access); this one hook resolves and enforces it.
  registerAccess(app);
  // Changes made while a site admin impersonates a user are recorded here, for every route (docs/admin.md).
  registerImpersonationAudit(app);
  registerJobQueue(app, deps.client);
  registerScheduleRunner(app, deps.client);
  registerImportRunner(app, deps.client);
  registerExportRunner(app, deps.client);
  registerActivityRunner(app, deps.client);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(csrfRoutes);
      await api.register(openapiRoutes);
      await api.register(sessionRoutes);
      await api.register(usersRoutes);
      await api.register(userConfirmationRoutes);
      await api.register(organizationsRoutes);
      await api.register(organizationUserRoutes);
      await api.register(invitationRoutes);
      await api.register(leaguesRoutes);
      await api.register(seasonsRoutes);
      await api.register(divisionsRoutes);
      await api.register(teamsRoutes);
      await api.register(timeConstraintRoutes);
      await api.register(peopleRoutes);
      await api.register(venuesRoutes);
      await api.register(timeslotsRoutes);
      await api.register(schedulesRoutes);
      await api.register(replansRoutes);
      await api.register(gamesRoutes);
      await api.register(scheduleAnalysisRoutes);
      await api.register(scheduleDiagnosisRoutes);
      await api.register(configRoutes);
      await api.register(geocodeRoutes);
      await api.register(importsRoutes);
      await api.register(importJobsRoutes);
      await api.register(exportsRoutes);
      await api.register(seasonCopyRoutes);
      await api.register(bulkEditRoutes);
      await api.register(dashboardRoutes);
      await api.register(leagueDocumentRoutes);
      await api.register(demoRoutes);
      await api.register(wizardRoutes);
      await api.register(standingsRoutes);
      await api.register(publicSiteRoutes);
      await api.register(shareLinksRoutes);
      await api.register(uploadsRoutes);
      await api.register(adminRoutes);
      await api.register(billingRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(activityRoutes);
      await api.register(sportsengineExportRoutes);
      await api.register(sportsengineLinkRoutes);
      await api.register(sportsengineImportRoutes);
    },
    { prefix: '/api' },
  );
  // Uploaded images, outside /api so public pages carry short URLs (docs/uploads.md).
  await app.register(uploadFilesRoutes);
  await registerWebApp(app, deps.env.webDist);
  return app;
}
