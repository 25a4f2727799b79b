import {
  CSV_KINDS,
  DivisionBulkCreateSchema,
  IdParamsSchema,
  IdSchema,
  type ImportRowLimitKind,
  PersonBulkCreateSchema,
  TeamBulkCreateSchema,
  VenueBulkCreateSchema,
} from '@app/contracts';
import type { Database } from '@app/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { checkRowLimit } from './check-row-limit.ts';
import { createDivisionRows } from './create-division-rows.ts';
import { createPersonRows } from './create-person-rows.ts';
import { createTeamRows } from './create-team-rows.ts';
import { createVenueRows } from './create-venue-rows.ts';
import { importCsv } from './import-csv.ts';

// A 5,000-person file or its parsed rows run to a megabyte or two; the app-wide limit is 1 MB.
const BULK_BODY_LIMIT = 16 * 1024 * 1024;

const CountSchema = z.object({ count: z.number().int().min(0).describe('Records created') });

const CsvParamsSchema = z.object({
  id: IdSchema,
  kind: z.enum(CSV_KINDS, { error: `must be one of ${CSV_KINDS.join(', ')}` }),
});
const CsvBodySchema = z.object({
  csv: z.string({ error: 'is required' }).describe('The file text; the first row is a header and is skipped'),
});

type App = Parameters<FastifyPluginAsyncZod>[0];
type CreateRows<Row> = (params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  rows: Row[];
}) => Promise<number>;

/** `POST /seasons/:id/{plural}/bulk` for one kind: its contract schema, its service. */
function registerBulkCreate<Body extends z.ZodType<{ rows: unknown[] }>>(
  app: App,
  plural: ImportRowLimitKind,
  body: Body,
  create: CreateRows<z.output<Body>['rows'][number]>,
): void {
  app.post(
    `/seasons/:id/${plural}/bulk`,
    {
      config: { access: 'manager' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: `Create many ${plural} of a season at once (parsed CSV rows); all or nothing`,
        tags: ['imports'],
        params: IdParamsSchema,
        body,
        response: { 201: CountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      // The type provider cannot see through the generic schema; the validator has parsed it with `body`.
      const { rows } = request.body as z.output<Body>;
      checkRowLimit(plural, rows.length, 'rows');
      const count = await create({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        rows,
      });
      return reply.code(201).send({ count });
    },
  );
}

/**
 * Bulk creates and CSV imports into a season of the caller's organisation: all rows or nothing, every bad
 * row listed (422). Owners and admins only (403 for users); another organisation's season answers 404.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBulkCreate(app, 'divisions', DivisionBulkCreateSchema, createDivisionRows);
  registerBulkCreate(app, 'teams', TeamBulkCreateSchema, createTeamRows);
  registerBulkCreate(app, 'venues', VenueBulkCreateSchema, createVenueRows);
  registerBulkCreate(app, 'people', PersonBulkCreateSchema, createPersonRows);

  app.post(
    '/seasons/:id/csv/:kind',
    {
      config: { access: 'manager', csvField: 'csv' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: 'Import a CSV file of divisions, teams, venues, people or timeslots; all rows or nothing',
        description:
          'Columns in the order of the sample files at /csvs/{kind}.csv. A file with bad rows answers 422 ' +
          'with every bad row keyed "row {line}.{column}", and saves nothing.',
        tags: ['imports'],
        params: CsvParamsSchema,
        body: CsvBodySchema,
        response: { 201: CountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const count = await importCsv({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        kind: request.params.kind,
        csv: request.body.csv,
      });
      return reply.code(201).send({ count });
    },
  );
};
