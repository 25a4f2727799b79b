import { IdParamsSchema, ImportCreateSchema, ImportListSchema, ImportSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findImport } from './find-import.ts';
import { listImports } from './list-imports.ts';
import { presentImport } from './present-import.ts';
import { queueImport } from './queue-import.ts';

// A 100,000-row timeslot file runs to 6-7 MB; the app-wide limit is 1 MB.
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
const tags = ['imports'];

/**
 * CSV imports as jobs (docs/imports.md, "Import jobs"): queue one, read its progress, cancel it, list a
 * season's recent ones. Owners and admins of the caller's organisation only (403 for users); another
 * organisation's season or import answers 404.
 */
export const importJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/seasons/:id/imports',
    {
      config: { access: 'manager', csvField: 'csv' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Queue a CSV file of divisions, teams, venues, people or timeslots as an import job',
        description:
          "Answers 202 with the queued import; poll GET /api/imports/{id}. A file over its kind's row limit, " +
          'without data rows or not CSV answers 422 on file at once. Bad rows end the job as failed with ' +
          'every bad row keyed "row {line}.{column}"; nothing is saved unless every row is good.',
        tags,
        params: IdParamsSchema,
        body: ImportCreateSchema,
        response: { 202: ImportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await queueImport({
        db: app.db,
        organizationId: organizationOf(request).organizationId,
        seasonId: request.params.id,
        kind: request.body.kind,
        csv: request.body.csv,
      });
      await app.importRunner.enqueueOrLeaveToReconciler(row.id, request.log);
      return reply.code(202).send(presentImport(row));
    },
  );

  app.get(
    '/seasons/:id/imports',
    {
      config: { access: 'manager' },
      schema: {
        summary: "A season's recent import jobs, newest first",
        tags,
        params: IdParamsSchema,
        response: { 200: ImportListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await listImports(app.db, {
        organizationId: organizationOf(request).organizationId,
        seasonId: request.params.id,
      });
      return { imports: rows.map(presentImport) };
    },
  );

  app.get(
    '/imports/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'An import job: status, rows processed of total, records created, row errors',
        tags,
        params: IdParamsSchema,
        response: { 200: ImportSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentImport(
        await findImport(app.db, {
          organizationId: organizationOf(request).organizationId,
          importId: request.params.id,
        }),
      ),
  );

  // Noted from before the access check, so an import saving in this process gives way to the cancel
  // (docs/imports.md#cancelling-a-save).
  const cancelHooks = app.importRunner.cancelRequestHooks();
  app.post(
    '/imports/:id/cancel',
    {
      config: { access: 'manager' },
      onRequest: cancelHooks.onRequest,
      onResponse: cancelHooks.onResponse,
      schema: {
        summary: 'Cancel a queued or running import; nothing of it is saved',
        tags,
        params: IdParamsSchema,
        response: { 200: ImportSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentImport(await app.importRunner.cancel(organizationOf(request).organizationId, request.params.id)),
  );
};
