import { ExportSchema, GamesExportCreateSchema, IdParamsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { findExport } from './find-export.ts';
import { loadExportFile } from './load-export-file.ts';
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
      await app.exportRunner.enqueueOrLeaveToReconciler(row.id, request.log);
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
      await app.exportRunner.enqueueOrLeaveToReconciler(row.id, request.log);
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
      const file = await loadExportFile(app.db, { ...scope(request), exportId: request.params.id });
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', attachmentHeader(file.fileName))
          // The bytes go out as they are; the schema can only describe them as text.
          .send(file.body as unknown as string)
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
