import { BulkEditSchema, BulkEditTablesSchema, IdParamsSchema, OkResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { unprocessable } from '../../http/http-error.ts';
import { bulkEditSeason } from './bulk-edit-season.ts';
import { loadBulkEditTables } from './load-bulk-edit-tables.ts';

// Every team and surface of a 500-team season with long names stays well under this.
const BULK_EDIT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The bulk-edit tables (read by every member) and their save (owners and admins); another organisation's
 * season answers 404.
 */
export const bulkEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:id/bulk_edit',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The bulk-edit tables: division, team, venue and surface names and codes of a season',
        tags: ['seasons'],
        params: IdParamsSchema,
        response: { 200: BulkEditTablesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return loadBulkEditTables({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
      });
    },
  );

  app.put(
    '/seasons/:id/bulk_edit',
    {
      config: { access: 'manager' },
      bodyLimit: BULK_EDIT_BODY_LIMIT,
      schema: {
        summary:
          'Save the bulk-edit tables: division, team, venue and surface names and codes, in one transaction',
        tags: ['seasons'],
        params: IdParamsSchema,
        body: BulkEditSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      if (request.body.season_id !== request.params.id) {
        throw unprocessable('season_id', 'must be the season in the path');
      }
      await bulkEditSeason({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        input: request.body,
      });
      return { ok: true as const };
    },
  );
};
