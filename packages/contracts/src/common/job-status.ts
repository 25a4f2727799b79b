import { z } from 'zod';

/**
 * The life of a job the user waits for (an import, an export): queued, running in a worker, then succeeded,
 * failed or cancelled (docs/imports.md, docs/exports.md).
 */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** The statuses a job ends in. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];
