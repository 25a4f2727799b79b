import { type Database, type ExportRow, exportJobs } from '@app/db';
import { TrackedJobRunner, type TrackedJobRunnerOptions } from '../../../jobs/tracked-job-runner.ts';
import { buildExport } from './build-export.ts';

/** The pg-boss queue of export jobs; a job's key is its export id. */
export const EXPORT_QUEUE = 'export';

export type ExportRunner = TrackedJobRunner<ExportRow>;

/** The runner of export jobs (docs/exports.md), for the app and for `npm run worker`. */
export function createExportRunner(db: Database, options: TrackedJobRunnerOptions): ExportRunner {
  return new TrackedJobRunner<ExportRow>(
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
