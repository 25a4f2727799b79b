import { ActivityKindSchema } from '@app/contracts';
import { type ActivityRow, activities, type Database } from '@app/db';
import type { SportsengineEnv } from '../../../env.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { JobRunnerOptions } from '../../../jobs/job-runner.ts';
import { TrackedJobRunner } from '../../../jobs/tracked-job-runner.ts';
import { ACTIVITY_HANDLERS } from './activity-handlers.ts';
import { activityFailureMessage } from './activity-messages.ts';

/** The pg-boss queue of SportsEngine activities; a job's key is its activity id. */
export const ACTIVITY_QUEUE = 'sportsengine-activity';

/**
 * Runs SportsEngine activities (imports, exports, clears) as jobs tracked by their `activities` row
 * (docs/sportsengine.md#activities; the claim, lease, cancel and reconciler are TrackedJobRunner's, so an
 * activity left by a stopped server runs again after a restart). Each kind's work is its handler's.
 */
export class ActivityRunner extends TrackedJobRunner<ActivityRow> {
  constructor(db: Database, sportsengine: SportsengineEnv | undefined, options: JobRunnerOptions = {}) {
    super(
      db,
      {
        queue: ACTIVITY_QUEUE,
        table: activities,
        noun: 'activity',
        resetValues: { progress: 0 },
        clearValues: {},
        run: async (row, context) => {
          const handler = ACTIVITY_HANDLERS[ActivityKindSchema.parse(row.kind)];
          if (!sportsengine || !handler) {
            throw new HttpError(503, { base: ['SportsEngine is not set up on this server'] });
          }
          await handler(row, context, { db, sportsengine });
        },
        failure: (error, row) => ({ message: activityFailureMessage(row.kind, error) }),
      },
      options,
    );
  }
}
