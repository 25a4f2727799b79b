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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganizationAccess } from '../../auth/organization-access.ts';
import { errorResponses } from '../../http/error-responses.ts';
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

/**
 * Timeslots of the caller's organisation: the calendar's listing and every way of making and changing
 * slots (spec part 2 §7). Reads are open to every member; changes need an owner or admin (403 for users).
 * Another organisation's season, division or slot answers 404. Every call runs in one transaction.
 */
export const timeslotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = (request: Parameters<typeof requireOrganizationAccess>[0]) =>
    requireOrganizationAccess(request, { manage: true }).then((access) => ({
      db: app.db,
      organizationId: access.organizationId,
    }));

  app.get(
    '/seasons/:id/timeslots',
    {
      schema: {
        summary: "A season's timeslots starting in a date range, for the calendar",
        tags,
        params: IdParamsSchema,
        querystring: TimeslotRangeQuerySchema,
        response: { 200: TimeslotListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireOrganizationAccess(request);
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
      schema: {
        summary: 'The timeslots a division may use (its own and the neutral ones) in a date range',
        tags,
        params: IdParamsSchema,
        querystring: TimeslotRangeQuerySchema,
        response: { 200: TimeslotListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireOrganizationAccess(request);
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
      schema: {
        summary: 'Create one timeslot on one surface (422 on start when it overlaps)',
        tags,
        body: TimeslotCreateSchema,
        response: { 201: TimeslotSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const slot = await createTimeslot({ ...(await manage(request)), input: request.body });
      return reply.code(201).send(presentTimeslot(slot));
    },
  );

  app.patch(
    '/timeslots/:id',
    {
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
          ...(await manage(request)),
          timeslotId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.delete(
    '/timeslots/:id',
    {
      schema: {
        summary: 'Delete a timeslot',
        tags,
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTimeslots({ ...(await manage(request)), ids: [request.params.id] });
      return { ok: true as const };
    },
  );

  app.post(
    '/timeslots/bulk',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Create generated timeslots; overlapping rows are left out and listed in bad',
        tags,
        body: TimeslotBulkCreateSchema,
        response: { 201: TimeslotBulkCreateResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await bulkCreateTimeslots({ ...(await manage(request)), input: request.body });
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
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Delete the listed timeslots',
        tags,
        body: TimeslotBulkDeleteSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await deleteTimeslots({ ...(await manage(request)), ids: request.body.ids }),
    }),
  );

  app.post(
    '/timeslots/clear',
    {
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
        ...(await manage(request)),
        seasonId: request.body.season_id,
        ids: request.body.ids,
      }),
    }),
  );

  app.post(
    '/timeslots/clear_bulk',
    {
      schema: {
        summary: 'Delete every timeslot of a season',
        tags,
        body: TimeslotClearSeasonSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await deleteTimeslots({ ...(await manage(request)), seasonId: request.body.season_id }),
    }),
  );

  app.post(
    '/timeslots/unschedule',
    {
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
        ...(await manage(request)),
        seasonId: request.body.season_id,
        ids: request.body.ids,
      }),
    }),
  );

  app.post(
    '/timeslots/multiple',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'New start and finish for several timeslots; overlapping ones keep their times (bad)',
        tags,
        body: TimeslotMultipleUpdateSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await updateTimeslotTimes({ ...(await manage(request)), input: request.body });
      return presentTimeslotUpdateResult(
        request.body.timeslots.map((t) => t.id),
        refused,
      );
    },
  );

  app.post(
    '/timeslots/divisions',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Open the chosen timeslots to these divisions (none: to every division)',
        tags,
        body: TimeslotDivisionsUpdateSchema,
        response: { 200: TimeslotCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      count: await setTimeslotDivisions({ ...(await manage(request)), input: request.body }),
    }),
  );

  app.post(
    '/timeslots/surfaces',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Move the chosen timeslots to a surface; overlapping ones stay (bad)',
        tags,
        body: TimeslotSurfaceUpdateSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await setTimeslotSurface({ ...(await manage(request)), input: request.body });
      return presentTimeslotUpdateResult(request.body.items, refused);
    },
  );

  app.post(
    '/timeslots/split',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Split the chosen timeslots into equal back-to-back parts (halves by default)',
        tags,
        body: TimeslotSplitSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await splitTimeslots({ ...(await manage(request)), input: request.body });
      return presentTimeslotUpdateResult(request.body.items, refused);
    },
  );

  app.post(
    '/timeslots/shift',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Move the chosen timeslots by an amount of minutes, hours, days, weeks or months',
        tags,
        body: TimeslotShiftSchema,
        response: { 200: TimeslotUpdateResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const refused = await shiftTimeslots({ ...(await manage(request)), input: request.body });
      return presentTimeslotUpdateResult(request.body.items, refused);
    },
  );

  app.post(
    '/timeslots/copy',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Copy the chosen timeslots weekly or monthly until a date; overlapping copies are skipped',
        tags,
        body: TimeslotCopySchema,
        response: { 200: TimeslotCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => copyTimeslots({ ...(await manage(request)), input: request.body }),
  );

  app.post(
    '/timeslots/copy_new',
    {
      schema: {
        summary: 'Copy week: repeat the timeslots of a week into the following weeks (2 to 23 weeks in all)',
        tags,
        body: TimeslotCopyWeekSchema,
        response: { 200: TimeslotCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => copyTimeslotWeek({ ...(await manage(request)), input: request.body }),
  );

  app.post(
    '/timeslots/paste',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Paste copies of the chosen timeslots a number of days away; overlapping copies are skipped',
        tags,
        body: TimeslotPasteSchema,
        response: { 200: TimeslotCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => pasteTimeslots({ ...(await manage(request)), input: request.body }),
  );
};
