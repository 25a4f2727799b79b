import { z } from 'zod';
import {
  FINISHED_JOB_STATUSES,
  JOB_STATUSES,
  type JobStatus,
  JobStatusSchema,
} from '../common/job-status.ts';
import { IdSchema } from '../common/primitives.ts';
import { CSV_KINDS } from './columns.ts';

/** An import job's life: queued, running in a worker, then succeeded, failed or cancelled (docs/imports.md). */
export const IMPORT_STATUSES = JOB_STATUSES;
export const ImportStatusSchema = JobStatusSchema;
export type ImportStatus = JobStatus;

/** The statuses an import ends in. */
export const FINISHED_IMPORT_STATUSES = FINISHED_JOB_STATUSES;

export const CsvKindSchema = z.enum(CSV_KINDS, { error: `must be one of ${CSV_KINDS.join(', ')}` });

/** `POST /api/seasons/{id}/imports`: queues a CSV file of one kind as an import job. */
export const ImportCreateSchema = z.object({
  kind: CsvKindSchema,
  csv: z.string({ error: 'is required' }).describe('The file text; the first row is a header and is skipped'),
});
export type ImportCreateInput = z.input<typeof ImportCreateSchema>;

/** An import job as `GET /api/imports/{id}` answers it; the web page polls it for progress. */
export const ImportSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  kind: CsvKindSchema,
  status: ImportStatusSchema,
  total_rows: z.number().int().describe('Data rows in the file'),
  processed_rows: z.number().int().describe('Rows checked so far; equal to total_rows while saving'),
  created_count: z.number().int().describe('Records created (once succeeded)'),
  errors: z
    .record(z.string(), z.array(z.string()))
    .describe('Bad rows keyed "row {line}.{column}", as the synchronous import answers them in its 422'),
  message: z.string().nullable().describe('Why it failed or was cancelled'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportSchema>;

/** `GET /api/seasons/{id}/imports`: the season's recent imports, newest first. */
export const ImportListSchema = z.object({ imports: z.array(ImportSchema) });
export type ImportList = z.infer<typeof ImportListSchema>;
