import {
  IdParamsSchema,
  OkResponseSchema,
  TimeslotBulkCreateResponseSchema,
  TimeslotBulkCreateSchema,
  TimeslotBulkDeleteSchema,
  TimeslotClearSeasonSchema,
  TimeslotCopyResultSchema,
  TimeslotCopySchema,
  TimeslotCopyWeekSchema,
  TimeslotCountSchema,
  TimeslotCreateSchema,
  TimeslotDivisionsUpdateSchema,
  TimeslotListSchema,
  TimeslotMultipleUpdateSchema,
  TimeslotPasteSchema,
  TimeslotRangeQuerySchema,
  TimeslotSchema,
  TimeslotSeasonIdsSchema,
  TimeslotShiftSchema,
  TimeslotSplitSchema,
  TimeslotSurfaceUpdateSchema,
  TimeslotUpdateResultSchema,
  TimeslotUpdateSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { presenterSerializer } from '../../http/presenter-serializer.ts';
import { refuseHiddenSlots } from '../games/hidden-games.ts';
import { bulkCreateTimeslots } from './bulk-create-timeslots.ts';
import { copyTimeslotWeek } from './copy-timeslot-week.ts';
import { copyTimeslots } from './copy-timeslots.ts';
import { createTimeslot } from './create-timeslot.ts';
import { deleteTimeslots } from './delete-timeslots.ts';
import { listDivisionTimeslots } from './list-division-timeslots.ts';
import { listSeasonTimeslots } from './list-season-timeslots.ts';
import { pasteTimeslots } from './paste-timeslots.ts';
import { presentTimeslot, presentTimeslotUpdateResult } from './present-timeslot.ts';
import { copyResult } from './save-new-timeslots.ts';
import { setTimeslotDivisions } from './set-timeslot-divisions.ts';
import { setTimeslotSurface } from './set-timeslot-surface.ts';
import { shiftTimeslots } from './shift-timeslots.ts';
import { splitTimeslots } from './split-timeslots.ts';
import { unscheduleTimeslots } from './unschedule-timeslots.ts';
import { updateTimeslot } from './update-timeslot.ts';
import { updateTimeslotTimes } from './update-timeslot-times.ts';

// 5,000 generated slots or ids run to about a megabyte; the app-wide limit is 1 MB.
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;
const tags = ['timeslots'];

/** The slot writes that move, change, free or delete the game a slot holds. */
const TOUCHES_GAMES = new Set([
  'PATCH /api/timeslots/:id',
  'DELETE /api/timeslots/:id',
  'POST /api/timeslots/bulk_delete',
  'POST /api/timeslots/clear_bulk',
  'POST /api/timeslots/unschedule',
  'POST /api/timeslots/multiple',
  'POST /api/timeslots/surfaces',
  'POST /api/timeslots/split',
  'POST /api/timeslots/shift',
]);

/** The slot ids a validated slot write names: the path's id, `ids`, `items` or `timeslots[].id`. */
function namedSlotIds(request: FastifyRequest): string[] {
  const params = request.params as { id?: string } | undefined;
  const body = (request.body ?? {}) as { ids?: string[]; items?: string[]; timeslots?: { id: string }[] };
  return [
    ...(params?.id ? [params.id] : []),
    ...(body.ids ?? []),
    ...(body.items ?? []),
    ...(body.timeslots ?? []).map((slot) => slot.id),
  ];
}

/**
 * Timeslots of the caller's organisation: the calendar's listing and every way of making and changing
 * slots (docs/timeslots.md). Reads are open to every member; changes need an owner or admin (403 for users).
 * Another organisation's season, division or slot answers 404. Every call runs in one transaction.
 */
export const timeslotsRoutes: FastifyPluginAsyncZod = async (app) => {
  // What every timeslot service acts in: the organisation the access hook resolved.
  const scope = (request: FastifyRequest) => ({
    db: app.db,
    organizationId: organizationOf(request).organizationId,
  });

  // A free organisation may not move, change, free or delete a slot that holds a hidden game (403,
  // docs/free-tier.md#refusals). Copies and division changes leave the game where it is.
  app.addHook('preHandler', async (request) => {
    if (!TOUCHES_GAMES.has(`${request.method} ${request.routeOptions.url}`)) return;
    const { organizationId, organization } = organizationOf(request);
    await refuseHiddenSlots(app.db, {
      organizationId,
      plan: organization.plan,
      timeslotIds: namedSlotIds(request),
    });
  });

  app.get(
    '/seasons/:id/timeslots',
    {
      config: { access: 'member' },
      schema: {
        summary: "A season's timeslots starting in a date range, for the calendar",
        tags,
        params: IdParamsSchema,
        querystring: TimeslotRangeQuerySchema,
        response: { 200: TimeslotListSchema, ...errorResponses },
      },
      // A season's slots run to 100,000 (docs/reliability.md, "Large seasons").
      serializerCompiler: presenterSerializer,
    },
    async (request) => {
      const access = organizationOf(request);
      const { timezone, slots } = await listSeasonTimeslots({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        range: request.query,
      });
      return { timezone, timeslots: slots.map(presentTimeslot) };
    },
  );

  app.get(
    '/divisions/:id/timeslots',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The timeslots a division may use (its own and the neutral ones) in a date range',
        tags,
        params: IdParamsSchema,
        querystring: TimeslotRangeQuerySchema,
        response: { 200: TimeslotListSchema, ...errorResponses },
      },
      // A season's slots run to 100,000 (docs/reliability.md, "Large seasons").
      serializerCompiler: presenterSerializer,
    },
    async (request) => {
      const access = organizationOf(request);
      const { timezone, slots } = await listDivisionTimeslots({
        db: app.db,
        organizationId: access.organizationId,
        divisionId: request.params.id,
        range: request.query,
      });
      return { timezone, timeslots: slots.map(presentTimeslot) };
    },
  );

  app.post(
    '/timeslots',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create one timeslot on one surface (422 on start when it overlaps)',
        tags,
        body: TimeslotCreateSchema,
        response: { 201: TimeslotSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const slot = await createTimeslot({ ...scope(request), input: request.body });
      return reply.code(201).send(presentTimeslot(slot));
    },
  );

  app.patch(
    '/timeslots/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Change a timeslot: times, and surface, divisions and kind when sent',
        tags,
        params: IdParamsSchema,
        body: TimeslotUpdateSchema,
        response: { 200: TimeslotSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentTimeslot(
        await updateTimeslot({
          ...scope(request),
          timeslotId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.delete(
    '/timeslots/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a timeslot',
        tags,
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTimeslots({ ...scope(request), ids: [request.params.id] });
      return { ok: true as const };
    },
  );

  app.post(
    '/timeslots/bulk',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Create generated timeslots; overlapping rows are left out and listed in bad',
        tags,
        body: TimeslotBulkCreateSchema,
        response: { 201: TimeslotBulkCreateResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await bulkCreateTimeslots({ ...scope(request), input: request.body });
      return reply.code(201).send({
        ...copyResult(saved),
        bad: saved.skipped,
        timeslots: saved.created.map(presentTimeslot),
      });
    },
  );

  app.post(
    '/timeslots/bulk_delete',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Delete the listed timeslots',
        tags,
        body: TimeslotBulkDeleteSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await deleteTimeslots({ ...scope(request), ids: request.body.ids }),
    }),
  );

  app.post(
    '/timeslots/clear',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Delete the chosen timeslots of a season',
        tags,
        body: TimeslotSeasonIdsSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await deleteTimeslots({
        ...scope(request),
        seasonId: request.body.season_id,
        ids: request.body.ids,
      }),
    }),
  );

  app.post(
    '/timeslots/clear_bulk',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete every timeslot of a season',
        tags,
        body: TimeslotClearSeasonSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await deleteTimeslots({ ...scope(request), seasonId: request.body.season_id }),
    }),
  );

  app.post(
    '/timeslots/unschedule',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Free the chosen timeslots of their games (kept unscheduled); answers how many',
        tags,
        body: TimeslotSeasonIdsSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await unscheduleTimeslots({
        ...scope(request),
        seasonId: request.body.season_id,
        ids: request.body.ids,
      }),
    }),
  );

  app.post(
    '/timeslots/multiple',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'New start and finish for several timeslots; overlapping ones keep their times (bad)',
        tags,
        body: TimeslotMultipleUpdateSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await updateTimeslotTimes({ ...scope(request), input: request.body });
      return presentTimeslotUpdateResult(
        request.body.timeslots.map((t) => t.id),
        refused,
      );
    },
  );

  app.post(
    '/timeslots/divisions',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Open the chosen timeslots to these divisions (none: to every division)',
        tags,
        body: TimeslotDivisionsUpdateSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await setTimeslotDivisions({ ...scope(request), input: request.body }),
    }),
  );

  app.post(
    '/timeslots/surfaces',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Move the chosen timeslots to a surface; overlapping ones stay (bad)',
        tags,
        body: TimeslotSurfaceUpdateSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await setTimeslotSurface({ ...scope(request), input: request.body });
      return presentTimeslotUpdateResult(request.body.items, refused);
    },
  );

  app.post(
    '/timeslots/split',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Split the chosen timeslots into equal back-to-back parts (halves by default)',
        tags,
        body: TimeslotSplitSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await splitTimeslots({ ...scope(request), input: request.body });
      return presentTimeslotUpdateResult(request.body.items, refused);
    },
  );

  app.post(
    '/timeslots/shift',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Move the chosen timeslots by an amount of minutes, hours, days, weeks or months',
        tags,
        body: TimeslotShiftSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await shiftTimeslots({ ...scope(request), input: request.body });
      return presentTimeslotUpdateResult(request.body.items, refused);
    },
  );

  app.post(
    '/timeslots/copy',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Copy the chosen timeslots weekly or monthly until a date; overlapping copies are skipped',
        tags,
        body: TimeslotCopySchema,
        response: { 200: TimeslotCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => copyTimeslots({ ...scope(request), input: request.body }),
  );

  app.post(
    '/timeslots/copy_new',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Copy week: repeat the timeslots of a week into the following weeks (2 to 23 weeks in all)',
        tags,
        body: TimeslotCopyWeekSchema,
        response: { 200: TimeslotCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => copyTimeslotWeek({ ...scope(request), input: request.body }),
  );

  app.post(
    '/timeslots/paste',
    {
      config: { access: 'manager' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Paste copies of the chosen timeslots a number of days away; overlapping copies are skipped',
        tags,
        body: TimeslotPasteSchema,
        response: { 200: TimeslotCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => pasteTimeslots({ ...scope(request), input: request.body }),
  );
};
