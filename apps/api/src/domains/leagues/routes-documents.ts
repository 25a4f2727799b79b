import {
  IdParamsSchema,
  LeagueDocumentSchema,
  LeagueImportedSchema,
  LeagueImportQuerySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { countExport } from '../free-tier/count-export.ts';
import { exportLeague } from './export-league.ts';
import { importLeague } from './import-league.ts';

// A league's document with its timeslots runs to about 200 bytes a slot: a season at the 100,000-slot limit
// (docs/imports.md, "Limits") is some 20 MB. The app-wide limit is 1 MB.
const DOCUMENT_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * League JSON export (every member; another organisation's league answers 404) and import (owners and
 * admins; a new league that becomes current).
 */
export const leagueDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leagues/:id/export',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Download a league as a JSON document (named after the league)',
        tags: ['leagues'],
        params: IdParamsSchema,
        response: { 200: LeagueDocumentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const { fileName, document } = await exportLeague(app.db, {
        organizationId: access.organizationId,
        leagueId: request.params.id,
      });
      // A download is an export: a free organisation has so many a month (docs/free-tier-limits.md).
      await countExport(app.db, access.organizationId);
      // The document schema normalises input with one-way transforms, which the response encoder refuses; the
      // document is typed output of toLeagueDocument already, so it is written as it is.
      return reply
        .header('content-disposition', attachmentHeader(fileName))
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(document);
    },
  );

  app.post(
    '/leagues/import',
    {
      config: { access: 'manager' },
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        summary: 'Create a league from a JSON document; it becomes current',
        description:
          'All or nothing. A taken league name gets a number, "Name (2)"; `name` gives the league another name.',
        tags: ['leagues'],
        querystring: LeagueImportQuerySchema,
        body: LeagueDocumentSchema,
        response: { 201: LeagueImportedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const ids = await importLeague({
        db: app.db,
        user: access.user,
        organizationId: access.organizationId,
        document: request.body,
        name: request.query.name,
      });
      return reply.code(201).send(ids);
    },
  );
};
