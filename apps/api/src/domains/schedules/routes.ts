import {
  ActivityStartedSchema,
  BlankScheduleSchema,
  CapacityQuerySchema,
  CapacitySchema,
  IdParamsSchema,
  OkResponseSchema,
  ScheduleConfigSchema,
  ScheduleCreatedSchema,
  ScheduleCreateSchema,
  ScheduleDeleteQuerySchema,
  ScheduleDetailSchema,
  ScheduleListSchema,
  ScheduleRenameSchema,
  ScheduleRetrySchema,
  ScheduleStatusSchema,
  ScheduleSummarySchema,
} from '@app/contracts';
import type { ScheduleRow } from '@app/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendJsonText } from '../../http/presenter-serializer.ts';
import { requestMasksGames } from '../games/hidden-games.ts';
import { startActivityOnSchedule } from '../sportsengine/start-activity-on-schedule.ts';
import { checkCapacity } from './check-capacity.ts';
import { createBlankSchedule } from './create-blank-schedule.ts';
import { createSchedule } from './create-schedule.ts';
import { deleteSchedule } from './delete-schedule.ts';
import { findSchedule } from './find-schedule.ts';
import { countScheduleGames, listSeasonSchedules } from './list-season-schedules.ts';
import { loadScheduleDetail } from './load-schedule-detail.ts';
import {
  isRunFinished,
  presentScheduleDetail,
  presentScheduleStatus,
  presentScheduleSummary,
} from './present-schedule.ts';
import { renameSchedule } from './rename-schedule.ts';
import { retrySchedule } from './retry-schedule.ts';

const tags = ['schedules'];
// The queued row's first lease: the reconciler leaves the row alone this long while its job is being sent.
const QUEUED_LEASE_MS = 30_000;
const NO_GAMES = { scheduled: 0, unscheduled: 0 };

/**
 * Schedules of the caller's organisation (docs/schedules.md): create (a job run in a worker thread),
 * status polling, cancel, retry, rename, delete, a blank schedule to fill by hand, and the season's list and a
 * schedule's detail. Reads are open to every member; changes need an owner or admin (403). Another
 * organisation's ids answer 404.
 */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaseUntil = () => new Date(Date.now() + QUEUED_LEASE_MS);
  // A finished schedule's counts come from its games (one grouped count); a running one's from its row,
  // so the poll stays one primary-key read while the run goes.
  const statusOf = async (row: ScheduleRow) =>
    presentScheduleStatus(
      row,
      isRunFinished(row.status)
        ? ((await countScheduleGames(app.db, [row.id])).get(row.id) ?? NO_GAMES)
        : NO_GAMES,
    );

  app.get(
    '/seasons/:id/schedules',
    {
      config: { access: 'member' },
      schema: {
        summary: "A season's schedules and tournaments, oldest first",
        tags,
        params: IdParamsSchema,
        response: { 200: ScheduleListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await listSeasonSchedules(app.db, {
        organizationId: organizationOf(request).organizationId,
        seasonId: request.params.id,
      });
      return {
        schedules: rows.map((r) =>
          presentScheduleSummary(r.schedule, {
            scheduled: r.scheduledCount,
            unscheduled: r.unscheduledCount,
          }),
        ),
      };
    },
  );

  app.post(
    '/schedules',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Store a schedule and start solving it in a worker thread; poll its status',
        tags,
        body: ScheduleCreateSchema,
        response: { 201: ScheduleCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(app.db, {
        organizationId: organizationOf(request).organizationId,
        input: request.body,
        leaseUntil: leaseUntil(),
      });
      await app.scheduleRunner.enqueue(schedule.id, schedule.seasonId);
      return reply.code(201).send({ id: schedule.id });
    },
  );

  app.post(
    '/schedules/capacity',
    {
      config: { access: 'member' },
      schema: {
        summary:
          'The timeslot check of a schedule before it is created: slots needed against those its teams can use',
        tags,
        body: CapacityQuerySchema,
        response: { 200: CapacitySchema, ...errorResponses },
      },
    },
    async (request) =>
      checkCapacity(app.db, {
        organizationId: organizationOf(request).organizationId,
        query: request.body,
      }),
  );

  app.get(
    '/schedules/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'A schedule with its config, log, games, and the teams and timeslots they use',
        tags,
        params: IdParamsSchema,
        response: { 200: ScheduleDetailSchema, ...errorResponses },
      },
    },
    // A schedule carries up to thousands of games: written out once, never parsed on the way out.
    async (request, reply) =>
      sendJsonText(
        reply,
        presentScheduleDetail(
          await loadScheduleDetail(app.db, {
            organizationId: organizationOf(request).organizationId,
            scheduleId: request.params.id,
          }),
          requestMasksGames(request),
        ),
      ),
  );

  app.get(
    '/schedules/:id/status',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Progress of a schedule (polled every 1.5 s while it runs)',
        tags,
        params: IdParamsSchema,
        response: { 200: ScheduleStatusSchema, ...errorResponses },
      },
    },
    async (request) =>
      statusOf(
        await findSchedule(app.db, {
          organizationId: organizationOf(request).organizationId,
          scheduleId: request.params.id,
        }),
      ),
  );

  app.post(
    '/schedules/:id/cancel',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Cancel a queued or running schedule; a running one keeps its best result so far',
        tags,
        params: IdParamsSchema,
        response: { 200: ScheduleStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const schedule = await findSchedule(app.db, { organizationId, scheduleId: request.params.id });
      await app.scheduleRunner.cancel(schedule.id);
      return statusOf(await findSchedule(app.db, { organizationId, scheduleId: schedule.id }));
    },
  );

  app.post(
    '/schedules/:id/retry',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Run a finished schedule again: fresh, or only its unscheduled games',
        tags,
        params: IdParamsSchema,
        body: ScheduleRetrySchema,
        response: { 200: ScheduleCreatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const schedule = await findSchedule(app.db, { organizationId, scheduleId: request.params.id });
      await retrySchedule(app.db, {
        schedule,
        mode: request.body.mode,
        config: request.body.config ?? ScheduleConfigSchema.parse(schedule.config),
        leaseUntil: leaseUntil(),
      });
      await app.scheduleRunner.enqueue(schedule.id, schedule.seasonId);
      return { id: schedule.id };
    },
  );

  app.patch(
    '/schedules/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Rename a schedule',
        tags,
        params: IdParamsSchema,
        body: ScheduleRenameSchema,
        response: { 200: ScheduleSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await renameSchedule(app.db, {
        organizationId: organizationOf(request).organizationId,
        scheduleId: request.params.id,
        name: request.body.name,
      });
      const counts = await countScheduleGames(app.db, [row.id]);
      return presentScheduleSummary(row, counts.get(row.id) ?? NO_GAMES);
    },
  );

  app.delete(
    '/schedules/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a schedule and its games (their timeslots become open)',
        description:
          "With `se=1` the schedule's events on SportsEngine are deleted first, as an activity (202 with its id; " +
          'poll GET /api/activities/{id}); the schedule is deleted when that succeeds (docs/sportsengine.md, "Deleting").',
        tags,
        params: IdParamsSchema,
        querystring: ScheduleDeleteQuerySchema,
        response: { 200: OkResponseSchema, 202: ActivityStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const { organizationId } = access;
      const schedule = await findSchedule(app.db, { organizationId, scheduleId: request.params.id });
      if (request.query.se) {
        const row = await startActivityOnSchedule(app.db, app.env.sportsengine, {
          organizationId,
          userId: access.user.id,
          kind: 'clear',
          scheduleId: schedule.id,
          options: { delete_schedule: true },
        });
        await app.scheduleRunner.cancel(schedule.id);
        await app.activityRunner.enqueueOrLeaveToReconciler(row.id, request.log);
        return reply.code(202).send({ activity: { id: row.id } });
      }
      await app.scheduleRunner.cancel(schedule.id);
      await deleteSchedule(app.db, { organizationId, scheduleId: schedule.id });
      return { ok: true as const };
    },
  );

  app.post(
    '/schedules/blank',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'An empty, finished schedule of a division, filled by hand',
        tags,
        body: BlankScheduleSchema,
        response: { 201: ScheduleCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const schedule = await createBlankSchedule(
        { db: app.db, organizationId: organizationOf(request).organizationId },
        request.body,
      );
      return reply.code(201).send({ id: schedule.id });
    },
  );
};
