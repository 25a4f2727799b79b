import type { Database } from '@app/db';
import { requireSeasonTimeslots } from './find-timeslots.ts';

/**
 * Frees the chosen slots of a season from their games and answers how many were freed. Games arrive with
 * schedules and no slot holds one yet, so after checking the slots are the organisation's (404 otherwise)
 * it frees none and answers 0; the call exists now so the calendar's contract does not change later.
 */
export async function unscheduleTimeslots(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  ids: readonly string[];
}): Promise<number> {
  await requireSeasonTimeslots(params.db, params);
  return 0;
}
