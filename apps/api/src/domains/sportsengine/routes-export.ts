import {
  type ActivityKind,
  ActivitySchema,
  ActivityStartedSchema,
  ExportableScheduleListSchema,
  IdParamsSchema,
  isPaidPlan,
  SeasonQuerySchema,
  SPORTSENGINE_EXPORT_PAID_MESSAGE,
  SyncedScheduleListSchema,
  UPGRADE_URL,
} from '@app/contracts';
import { activities } from '@app/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { paymentRequired } from '../../http/http-error.ts';
import { activityCancelledMessage } from './jobs/activity-messages.ts';
import { listExportableSchedules } from './list-exportable-schedules.ts';
import { listSyncedSchedules } from './list-synced-schedules.ts';
import { presentActivity } from './present-activity.ts';
import { startActivityOnSchedule } from './start-activity-on-schedule.ts';

const tags = ['sportsengine'];

/**
 * Sending schedules to SportsEngine and deleting what was sent (docs/sportsengine.md, "Exporting" and
 * "Deleting"): the schedules that can be sent, export (Sport Management) and export_beta (Season Management),
 * the schedules with synced games, clear, and cancelling an activity. Owners and admins; another
 * organisation's ids answer 404.
 */
export const sportsengineExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sportsengine/schedules',
    {
      config: { access: 'manager' },
      schema: {
        summary: "The season's schedules and whether each can be sent to SportsEngine",
        tags,
        querystring: SeasonQuerySchema,
        response: { 200: ExportableScheduleListSchema, ...errorResponses },
      },
    },
    async (request) =>
      listExportableSchedules(app.db, app.env.sportsengine, {
        organizationId: organizationOf(request).organizationId,
        seasonId: request.query.season_id,
      }),
  );

  const exportRoute = (path: string, kind: ActivityKind, summary: string) =>
    app.post(
      path,
      {
        config: { access: 'manager' },
        schema: {
          summary,
          description:
            'Paid plans only (402). Answers 202 with the activity; poll GET /api/activities/{id}. 422 when the ' +
            'organisation is not connected or the season is not linked; 409 while the schedule has an activity under way.',
          tags,
          params: IdParamsSchema,
          response: { 202: ActivityStartedSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const access = organizationOf(request);
        if (!isPaidPlan(access.organization.plan)) {
          throw paymentRequired('base', SPORTSENGINE_EXPORT_PAID_MESSAGE, {
            resource: 'sportsengine_export',
            max: 0,
            upgrade_url: UPGRADE_URL,
          });
        }
        const row = await startActivityOnSchedule(app.db, app.env.sportsengine, {
          organizationId: access.organizationId,
          userId: access.user.id,
          kind,
          scheduleId: request.params.id,
        });
        await app.activityRunner.enqueueOrLeaveToReconciler(row.id, request.log);
        return reply.code(202).send({ activity: { id: row.id } });
      },
    );
  exportRoute('/sportsengine/export/:id', 'export', 'Send a schedule to SportsEngine (Sport Management)');
  exportRoute(
    '/sportsengine/export_beta/:id',
    'export_beta',
    'Send a schedule to SportsEngine (Season Management)',
  );

  app.post(
    '/sportsengine/clear/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: "Delete a schedule's events on SportsEngine; the schedule stays here",
        description: 'Answers 202 with the activity; poll GET /api/activities/{id}.',
        tags,
        params: IdParamsSchema,
        response: { 202: ActivityStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const row = await startActivityOnSchedule(app.db, app.env.sportsengine, {
        organizationId: access.organizationId,
        userId: access.user.id,
        kind: 'clear',
        scheduleId: request.params.id,
      });
      await app.activityRunner.enqueueOrLeaveToReconciler(row.id, request.log);
      return reply.code(202).send({ activity: { id: row.id } });
    },
  );

  app.get(
    '/sportsengine/synced',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Schedules with games on SportsEngine, with how many',
        tags,
        response: { 200: SyncedScheduleListSchema, ...errorResponses },
      },
    },
    async (request) =>
      listSyncedSchedules(app.db, app.env.sportsengine, {
        organizationId: organizationOf(request).organizationId,
      }),
  );

  // Noted from before the access check, so an activity's last save in this process gives way to the cancel.
  const cancelHooks = app.activityRunner.cancelRequestHooks();
  app.post(
    '/activities/:id/cancel',
    {
      config: { access: 'manager' },
      onRequest: cancelHooks.onRequest,
      onResponse: cancelHooks.onResponse,
      schema: {
        summary: 'Cancel a queued or running activity; what it already sent or deleted stays so',
        tags,
        params: IdParamsSchema,
        response: { 200: ActivitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.activityRunner.cancel(organizationOf(request).organizationId, request.params.id);
      // The spec's sentence, then what is true of a run that stopped part way: nothing more was sent or
      // deleted, and what was before the cancel stays so (docs/sportsengine.md, "Exporting").
      const message = cancelledMessage(row.kind, row.progress);
      const [updated] = await app.db
        .update(activities)
        .set({ message })
        .where(eq(activities.id, row.id))
        .returning();
      return presentActivity(updated ?? row);
    },
  );
};

function cancelledMessage(kind: string, progress: number): string {
  const sentence = activityCancelledMessage(kind);
  if (progress === 0) return sentence;
  if (kind === 'clear') {
    return `${sentence}. Nothing more was deleted; the ${progress} ${progress === 1 ? 'game' : 'games'} deleted before the cancel stay deleted on SportsEngine.`;
  }
  if (kind === 'export' || kind === 'export_beta') {
    return `${sentence}. Nothing more was sent; the ${progress} ${progress === 1 ? 'game' : 'games'} sent before the cancel stay on SportsEngine.`;
  }
  return sentence;
}
