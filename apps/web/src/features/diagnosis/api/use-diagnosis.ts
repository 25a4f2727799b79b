import { type Diagnosis, DiagnosisSchema, type FixApplication, FixApplicationSchema } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The diagnosis's calls (docs/diagnosis.md). Plain functions rather than mutation hooks: the Undo of a fix
 * is offered in a toast that outlives the panel (the page shows the run's progress screen meanwhile), so it
 * must not depend on a mounted component.
 */

/** `POST /api/schedules/{id}/fixes`: writes the fix and starts a run that places the unscheduled games. */
export function applyFix(scheduleId: string, fixId: string): Promise<FixApplication> {
  return api.post(apiPath`/api/schedules/${scheduleId}/fixes`, { fix_id: fixId }, FixApplicationSchema);
}

/** `POST /api/fix_applications/{id}/undo`: slots, settings, rules and games back as before the apply. */
export function undoFix(applicationId: string): Promise<FixApplication> {
  return api.post(apiPath`/api/fix_applications/${applicationId}/undo`, undefined, FixApplicationSchema);
}

/** `POST /api/schedules/{id}/diagnosis`: computes the diagnosis again now (after hand edits) and stores it. */
export function diagnoseAgain(scheduleId: string): Promise<Diagnosis> {
  return api.post(apiPath`/api/schedules/${scheduleId}/diagnosis`, undefined, DiagnosisSchema);
}

/**
 * Reloads what a fix changes: the schedule's run status (so the page shows the progress screen while the
 * run restarts), every schedule's detail and the season's slots and games.
 */
export async function refreshSchedule(client: QueryClient, scheduleId: string, seasonId: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.scheduleStatus(scheduleId) }),
    client.invalidateQueries({ queryKey: queryKeys.schedules }),
    client.invalidateQueries({ queryKey: queryKeys.season(seasonId) }),
  ]);
}
