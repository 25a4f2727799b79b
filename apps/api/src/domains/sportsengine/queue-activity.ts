import type { ActivityKind } from '@app/contracts';
import { type ActivityRow, activities, type Database } from '@app/db';
import { conflict } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';

/**
 * Stores a queued activity; the caller then sends its job (`app.activityRunner.enqueueOrLeaveToReconciler`).
 * One activity at a time per schedule: a second export or clear of a schedule still under way answers 409.
 */
export async function queueActivity(
  db: Database,
  values: {
    organizationId: string;
    userId: string;
    kind: ActivityKind;
    params: Record<string, unknown>;
    scheduleId?: string;
    seasonId?: string;
    leagueId?: string;
  },
): Promise<ActivityRow> {
  try {
    const [row] = await db.insert(activities).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('schedule_id', 'has an activity under way; wait for it to finish');
    }
    throw error;
  }
}
