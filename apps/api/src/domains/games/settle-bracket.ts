import { games, type ScheduleRow, type Transaction } from '@app/db';
import { eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { advanceBracket } from './advance-bracket.ts';

/** Single and double elimination schedules are brackets: their scores decide who plays later games. */
export const isElimination = (schedule: ScheduleRow) =>
  schedule.kind === 'single' || schedule.kind === 'double';

/**
 * Re-routes an elimination schedule's bracket after its scores changed (winners, and losers in double
 * elimination, fill the games fed by theirs). Answers the ids of the games it changed.
 */
export async function settleBracket(tx: Transaction, schedule: ScheduleRow): Promise<string[]> {
  if (!isElimination(schedule)) return [];
  const rows = await tx.select().from(games).where(eq(games.scheduleId, schedule.id));
  const changes = advanceBracket(rows);
  for (const change of changes) {
    await tx
      .update(games)
      .set({
        homeId: change.homeId,
        visitorId: change.visitorId,
        ...(change.clearScore ? { homeScore: null, visitorScore: null, overtime: false } : {}),
      })
      .where(eq(games.id, change.id));
  }
  return changes.map((c) => c.id);
}

/** An elimination game needs a winner: both scores given and different (422 naming the field). */
export function requireWinner(
  schedule: ScheduleRow,
  field: string,
  home: number | null,
  visitor: number | null,
) {
  if (isElimination(schedule) && home !== null && visitor !== null && home === visitor) {
    throw unprocessable(field, 'a tournament game needs a winner; scores cannot be tied');
  }
}
