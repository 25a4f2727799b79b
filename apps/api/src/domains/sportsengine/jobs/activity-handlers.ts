import type { ActivityKind } from '@app/contracts';
import type { ActivityRow, Database } from '@app/db';
import type { SportsengineEnv } from '../../../env.ts';
import type { RunContext } from '../../../jobs/tracked-job-runner.ts';
import { clearSchedule } from './clear-schedule.ts';
import { exportSchedule } from './export-schedule.ts';

/** What a handler gets besides its row and run context. */
export interface ActivityDeps {
  db: Database;
  /** The link's settings; the runner fails an activity before calling a handler when it is not configured. */
  sportsengine: SportsengineEnv;
}

/**
 * Runs one kind of activity to its end: reads its row's `params`, calls SportsEngine through the client, writes
 * our side in one transaction (inside `context.saveUnlessCancelled`), and ends the row with `context.succeed`
 * (league, season, schedule ids and `result` counts). A refusal it can explain throws an HttpError, whose
 * message becomes the activity's (docs/sportsengine.md#activities).
 */
export type ActivityHandler = (row: ActivityRow, context: RunContext, deps: ActivityDeps) => Promise<void>;

/** Each kind's handler; a kind is added here by the module that runs it. */
export const ACTIVITY_HANDLERS: Partial<Record<ActivityKind, ActivityHandler>> = {
  export: exportSchedule,
  export_beta: exportSchedule,
  clear: clearSchedule,
};
