import { z } from 'zod';
import { JobStatusSchema } from '../common/job-status.ts';
import { IdSchema } from '../common/primitives.ts';
import { ActivityKindSchema } from './platform.ts';

/**
 * `GET /api/activities/{id}`: a background activity against SportsEngine, polled every 2 s by /activity/{id}
 * (docs/sportsengine.md#activities). `finished` and `error` are the spec's two flags, derived from `status`.
 */
export const ActivitySchema = z.object({
  id: IdSchema,
  kind: ActivityKindSchema,
  status: JobStatusSchema,
  finished: z.boolean().describe('Ended well (status succeeded)'),
  error: z.boolean().describe('Ended badly (failed or cancelled); `message` says why'),
  progress: z.number().int(),
  total: z.number().int(),
  message: z.string().nullable(),
  league_id: IdSchema.nullable().describe('What an import made or updated; the page then makes it current'),
  season_id: IdSchema.nullable(),
  schedule_id: IdSchema.nullable().describe('What an export or clear acted on'),
  result: z.record(z.string(), z.number()).describe('Counts: created, updated, deleted, …'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** The answer of every route that starts an activity. */
export const ActivityStartedSchema = z.object({ activity: z.object({ id: IdSchema }) });
export type ActivityStarted = z.infer<typeof ActivityStartedSchema>;
