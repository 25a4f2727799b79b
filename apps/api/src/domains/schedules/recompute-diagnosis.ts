import { type Diagnosis, ScheduleConfigSchema } from '@app/contracts';
import { type Database, games, schedules } from '@app/db';
import type { Result } from '@app/engine';
import { and, asc, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { requireSettled } from '../games/editable-games.ts';
import {
  engineDivisionIds,
  loadSeasonModelRows,
  teamConstraintIds,
  toEngineGame,
  toEngineInstance,
} from './build-engine-instance.ts';
import { withConstraintIds } from './diagnosis-constraint-ids.ts';
import { findSchedule } from './find-schedule.ts';
import type { RunEngineTask } from './jobs/engine-pool.ts';
import { DIAGNOSE_LIMIT_MS } from './jobs/solve-task.ts';

/**
 * Diagnoses a schedule again as it is now, after hand edits (docs/diagnosis.md#the-api): the season as it is,
 * the other schedules' placed games fixed, this schedule's games as its result. Stores and answers it; 422 on
 * `base` when every game is placed (the stored diagnosis is cleared then).
 */
export async function recomputeDiagnosis(
  db: Database,
  params: { organizationId: string; scheduleId: string; runEngine: RunEngineTask },
): Promise<Diagnosis> {
  const schedule = await findSchedule(db, params);
  requireSettled(schedule);
  if (schedule.divisionId === null) throw unprocessable('base', 'a blank schedule has nothing to diagnose');
  const own = await db
    .select()
    .from(games)
    .where(eq(games.scheduleId, schedule.id))
    .orderBy(asc(games.position));
  const unscheduled = own.filter((g) => g.timeslotId === null);
  if (unscheduled.length === 0) {
    await db.update(schedules).set({ diagnosis: null }).where(eq(schedules.id, schedule.id));
    throw unprocessable('base', 'every game is scheduled: there is nothing to diagnose');
  }
  const rows = await loadSeasonModelRows(db, schedule.seasonId);
  const config = ScheduleConfigSchema.parse(schedule.config);
  const instance = toEngineInstance(rows, {
    schedule,
    divisionIds: engineDivisionIds(rows.divisions, schedule.divisionId),
    config,
    keepPlaced: false,
  });
  const scheduled = own.length - unscheduled.length;
  const result: Result = {
    format_version: 1,
    status: 'partial',
    games: own.map(toEngineGame),
    unscheduled_reasons: Object.fromEntries(unscheduled.map((g) => [g.id, g.unscheduledReason ?? ''])),
    metrics: {
      scheduled,
      unscheduled: unscheduled.length,
      success_rate: Math.floor((100 * scheduled) / Math.max(1, own.length)),
      elapsed_ms: 0,
    },
  };
  const answer = await params.runEngine({
    kind: 'diagnose',
    instance,
    result,
    timeLimitMs: DIAGNOSE_LIMIT_MS,
  });
  if (answer.kind !== 'diagnose') throw new Error('the engine answered another task');
  const diagnosis = withConstraintIds(answer.diagnosis, teamConstraintIds(rows));
  await db
    .update(schedules)
    .set({ diagnosis })
    .where(and(eq(schedules.id, schedule.id), eq(schedules.status, schedule.status)));
  return diagnosis;
}
