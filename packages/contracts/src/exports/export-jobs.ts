import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { JobStatusSchema } from '../common/job-status.ts';
import { IdSchema } from '../common/primitives.ts';
import { EXPORT_FORMATS } from '../schedules/analyses.ts';

/**
 * What an export job builds (docs/exports.md): a league's JSON document, or the games CSV of a season's master
 * list or of one schedule (the same file the synchronous export answers).
 */
export const EXPORT_KINDS = ['league', 'games'] as const;
export const ExportKindSchema = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof ExportKindSchema>;

/**
 * `POST /api/seasons/{id}/exports`: queues the games CSV of the season's master list, or of one of its
 * schedules (`schedule_id`), in one of the export formats.
 */
export const GamesExportCreateSchema = z
  .object({
    schedule_id: idField().nullable().default(null),
    format: z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(', ')}` }).default('main'),
    team_id: idField().nullable().default(null),
  })
  .refine((q) => q.format !== 'team' || q.team_id !== null, {
    path: ['team_id'],
    message: 'is required for a team export',
  });
export type GamesExportCreateInput = z.input<typeof GamesExportCreateSchema>;

/** An export job as `GET /api/exports/{id}` answers it; the web app polls it, then downloads its file. */
export const ExportSchema = z.object({
  id: IdSchema,
  kind: ExportKindSchema,
  league_id: IdSchema,
  season_id: IdSchema.nullable(),
  schedule_id: IdSchema.nullable(),
  status: JobStatusSchema,
  progress: z.number().int().min(0).max(100).describe('Percent of the build done'),
  file_name: z.string().nullable().describe('The download name, once succeeded'),
  byte_size: z.number().int().nullable().describe('The file size in bytes, once succeeded'),
  message: z.string().nullable().describe('Why it failed or was cancelled'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportSchema>;
