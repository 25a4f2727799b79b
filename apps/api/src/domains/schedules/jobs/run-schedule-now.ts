import { MessageChannel } from 'node:worker_threads';
import { type Database, type ScheduleRow, schedules } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { loadScheduleInstance } from '../build-engine-instance.ts';
import { withConstraintIds } from '../diagnosis-constraint-ids.ts';
import { saveSolveResult } from './save-solve-result.ts';
import { solveTask } from './solve-task.ts';

/** How long a run here may take (the lease its row holds meanwhile, so no reconciler hands it out). */
const RUN_NOW_LIMIT_MS = 20_000;

/**
 * Runs a schedule just stored as queued in this process and waits for its result, with the steps of a job
 * (docs/schedules.md, "Jobs"): claim the row (`started_at` is the run's token), build the instance from the
 * database, the engine's solve (solve-task.ts, the function every worker thread runs), and saveSolveResult.
 * For the sample league, whose small runs take a fraction of a second (docs/leagues.md): a queued job would
 * add pg-boss's round trips, and a process that works no jobs (JOBS=off) would wait for a worker's poll. The
 * solve runs on the calling thread; a run past RUN_NOW_LIMIT_MS keeps its best result, as a cancel does.
 * Answers the row as stored.
 */
export async function runScheduleNow(db: Database, queued: ScheduleRow): Promise<ScheduleRow> {
  const token = new Date();
  const [schedule] = await db
    .update(schedules)
    .set({
      status: 'running',
      startedAt: token,
      leaseUntil: new Date(token.getTime() + RUN_NOW_LIMIT_MS),
    })
    .where(and(eq(schedules.id, queued.id), eq(schedules.status, 'queued')))
    .returning();
  if (!schedule) throw new Error(`schedule ${queued.id} is no longer queued`);
  const { instance, keepPlaced, constraintIds } = await loadScheduleInstance(db, schedule);
  // solveTask reports progress on a port, which nobody reads here; its other end is closed with it.
  const { port1, port2 } = new MessageChannel();
  try {
    // A short diagnosis budget: these runs answer a request.
    const result = await solveTask({
      instance,
      port: port2,
      timeLimitMs: RUN_NOW_LIMIT_MS,
      diagnoseLimitMs: 2_000,
    });
    const stored = await saveSolveResult(db, {
      scheduleId: schedule.id,
      organizationId: schedule.organizationId,
      result,
      cancelled: false,
      keepPlaced,
      token,
      diagnosis: result.diagnosis && withConstraintIds(result.diagnosis, constraintIds),
    });
    if (!stored) throw new Error(`schedule ${schedule.id} was taken over before its result was stored`);
  } finally {
    port1.close();
  }
  const [done] = await db.select().from(schedules).where(eq(schedules.id, schedule.id));
  if (!done) throw new Error(`schedule ${schedule.id} was deleted while it ran`);
  return done;
}
