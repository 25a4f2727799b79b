import { ExportSchema, GamesExportCreateSchema, IdParamsSchema } from '@app/contracts';
import { exportJobs } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { findExport } from './find-export.ts';
import { presentExport } from './present-export.ts';
import { queueGamesExport, queueLeagueExport } from './queue-export.ts';

const tags = ['exports'];

/**
 * Exports built by jobs (docs/exports.md): queue a league's JSON document or a season's or schedule's games
 * CSV, read its progress, download its file, cancel it. Every member of the organisation, as for the
 * synchronous exports; another organisation's league, season, schedule or export answers 404.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = (request: Parameters<typeof organizationOf>[0]) => ({
    organizationId: organizationOf(request).organizationId,
  });
  // A failed send leaves the row queued without a job; the reconciler sends one.
  const send = (id: string, log: { warn: (o: object, m: string) => void }) =>
    app.exportRunner.enqueue(id).catch((error) => log.warn({ err: error }, 'export job'));

  app.post(
    '/leagues/:id/exports',
    {
      config: { access: 'member' },
      schema: {
        summary: "Queue a league's JSON document as an export job",
        description:
          'Answers 202 with the queued export; poll GET /api/exports/{id}, then download its file.',
        tags,
        params: IdParamsSchema,
        response: { 202: ExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await queueLeagueExport(app.db, { ...scope(request), leagueId: request.params.id });
      await send(row.id, request.log);
      return reply.code(202).send(presentExport(row));
    },
  );

  app.post(
    '/seasons/:id/exports',
    {
      config: { access: 'member' },
      schema: {
        summary: "Queue the games CSV of a season's master list or of one of its schedules as an export job",
        description: 'The formats of GET /api/seasons/{id}/export. Answers 202 with the queued export.',
        tags,
        params: IdParamsSchema,
        body: GamesExportCreateSchema,
        response: { 202: ExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await queueGamesExport(app.db, {
        ...scope(request),
        seasonId: request.params.id,
        input: request.body,
      });
      await send(row.id, request.log);
      return reply.code(202).send(presentExport(row));
    },
  );

  app.get(
    '/exports/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'An export job: status, percent done, file name and size once built',
        tags,
        params: IdParamsSchema,
        response: { 200: ExportSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentExport(await findExport(app.db, { ...scope(request), exportId: request.params.id })),
  );

  app.get(
    '/exports/:id/file',
    {
      config: { access: 'member' },
      schema: {
        summary: "Download a built export's file (kept for a day)",
        tags,
        params: IdParamsSchema,
        response: { 200: z.string().describe('The JSON document or CSV file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({
          status: exportJobs.status,
          fileName: exportJobs.fileName,
          contentType: exportJobs.contentType,
          body: exportJobs.body,
        })
        .from(exportJobs)
        .where(
          and(
            eq(exportJobs.id, request.params.id),
            eq(exportJobs.organizationId, scope(request).organizationId),
          ),
        );
      if (!row) throw notFound();
      if (row.status !== 'succeeded' || row.body === null) {
        throw conflict('status', `is ${row.status}: the file is not ready`);
      }
      return (
        reply
          .type(row.contentType ?? 'application/octet-stream')
          .header('content-disposition', attachmentHeader(row.fileName ?? 'export'))
          // The bytes go out as they are; the schema can only describe them as text.
          .send(row.body as unknown as string)
      );
    },
  );

  app.post(
    '/exports/:id/cancel',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Cancel a queued or running export; it leaves no file',
        tags,
        params: IdParamsSchema,
        response: { 200: ExportSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentExport(await app.exportRunner.cancel(scope(request).organizationId, request.params.id)),
  );
};
