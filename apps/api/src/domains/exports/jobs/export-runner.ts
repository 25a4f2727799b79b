import { type Database, type ExportRow, exportJobs } from '@app/db';
import type { JobRunnerOptions } from '../../../jobs/job-runner.ts';
import { TrackedJobRunner } from '../../../jobs/tracked-job-runner.ts';
import { buildExport } from './build-export.ts';

/** The pg-boss queue of export jobs; a job's key is its export id. */
export const EXPORT_QUEUE = 'export';

/**
 * Runs exports as jobs tracked by their `exports` row (docs/exports.md; the claim, lease, cancel and reconciler
 * are TrackedJobRunner's): builds the file, then ends the row as succeeded with it.
 */
export class ExportRunner extends TrackedJobRunner<ExportRow> {
  constructor(db: Database, options: JobRunnerOptions = {}) {
    super(
      db,
      {
        queue: EXPORT_QUEUE,
        table: exportJobs,
        noun: 'export',
        resetValues: { progress: 0 },
        clearValues: { body: null, fileName: null, contentType: null, byteSize: null },
        run: async (row, context) => {
          const file = await buildExport(db, row, context);
          const body = Buffer.from(file.body);
          await context.succeed({
            progress: 100,
            fileName: file.fileName,
            contentType: file.contentType,
            body,
            byteSize: body.length,
          });
        },
        // A league without seasons, or a schedule or team deleted since the export was asked for.
        failure: (error) => ({
          message:
            error.statusCode === 404
              ? 'What it exports was deleted meanwhile; there is no file.'
              : `${Object.values(error.errors).flat().join('; ')}; there is no file.`,
        }),
      },
      options,
    );
  }
}
