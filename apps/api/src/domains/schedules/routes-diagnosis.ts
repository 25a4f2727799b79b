import { ApplyFixSchema, DiagnosisSchema, FixApplicationSchema, IdParamsSchema } from '@app/contracts';
import { schedules } from '@app/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { applyFix } from './apply-fix.ts';
import { engineTaskRunner } from './jobs/engine-pool.ts';
import { presentFixApplication } from './present-fix-application.ts';
import { recomputeDiagnosis } from './recompute-diagnosis.ts';
import { undoFix } from './undo-fix.ts';

const tags = ['schedules'];
// The queued row's first lease, as a retry's (routes.ts).
const QUEUED_LEASE_MS = 30_000;

/**
 * A short schedule's diagnosis and its fixes (docs/diagnosis.md#the-api): diagnose again, apply a fix (which
 * queues a run of the unscheduled games), undo it. Managers only, as every other change of a schedule; another
 * organisation's ids answer 404.
 */
export const scheduleDiagnosisRoutes: FastifyPluginAsyncZod = async (app) => {
  const runEngine = engineTaskRunner(app);

  app.post(
    '/schedules/:id/diagnosis',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Diagnose a short schedule again as it is now (after hand edits); stores it',
        tags,
        params: IdParamsSchema,
        response: { 200: DiagnosisSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return recomputeDiagnosis(app.db, { organizationId, scheduleId: request.params.id, runEngine });
    },
  );

  app.post(
    '/schedules/:id/fixes',
    {
      config: { access: 'manager' },
      schema: {
        summary: "Apply a fix of the schedule's diagnosis and run its unscheduled games again",
        tags,
        params: IdParamsSchema,
        body: ApplyFixSchema,
        response: { 201: FixApplicationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const row = await applyFix(app.db, {
        organizationId: access.organizationId,
        scheduleId: request.params.id,
        fixId: request.body.fix_id,
        userId: access.user.id,
        leaseUntil: new Date(Date.now() + QUEUED_LEASE_MS),
      });
      const [schedule] = await app.db
        .select({ seasonId: schedules.seasonId })
        .from(schedules)
        .where(eq(schedules.id, row.scheduleId));
      if (schedule) await app.scheduleRunner.enqueue(row.scheduleId, schedule.seasonId);
      return reply.code(201).send(presentFixApplication(row));
    },
  );

  app.post(
    '/fix_applications/:id/undo',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Undo an applied fix: its slots, settings or rules and every game back as before',
        tags,
        params: IdParamsSchema,
        response: { 200: FixApplicationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return presentFixApplication(
        await undoFix(app.db, { organizationId, fixApplicationId: request.params.id }),
      );
    },
  );
};
