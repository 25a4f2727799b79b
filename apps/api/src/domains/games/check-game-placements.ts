import { type Reason, ScheduleConfigSchema } from '@app/contracts';
import { type Database, games, type ScheduleRow, type Transaction } from '@app/db';
import { dryRun, reasonText } from '@app/engine';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../http/http-error.ts';
import {
  engineDivisionIds,
  loadSeasonModelRows,
  toEngineGame,
  toEngineInstance,
} from '../schedules/build-engine-instance.ts';
import { requireOpenSlot } from './editable-games.ts';

/**
 * Checks game placements with the engine's own hard-rule check (the dry run the solver's moves pass): for
 * each listed game of the schedule, would it be allowed in `slots[game]` (default: where it is now) given every
 * other placed game of the season? Answers the refused games with the engine's reason (as a code; reasonText
 * gives its English). Runs on the state the
 * caller's transaction sees, so an edit can be applied first and rolled back if refused.
 */
export async function refusedPlacements(
  db: Database | Transaction,
  schedule: ScheduleRow,
  moves: ReadonlyMap<string, string | null>,
): Promise<Map<string, Reason>> {
  const rows = await loadSeasonModelRows(db, schedule.seasonId);
  const own = await db.select().from(games).where(eq(games.scheduleId, schedule.id));
  const instance = toEngineInstance(rows, {
    schedule,
    divisionIds: engineDivisionIds(rows.divisions, schedule.divisionId),
    config: ScheduleConfigSchema.parse(schedule.config),
    keepPlaced: false,
  });
  const placed = own.map(toEngineGame);
  const refused = new Map<string, Reason>();
  for (const [gameId, target] of moves) {
    const slot = target ?? own.find((g) => g.id === gameId)?.timeslotId ?? null;
    if (slot === null) continue;
    const answer = dryRun(instance, placed, gameId, slot);
    if (!answer.good) refused.set(gameId, answer.detail);
  }
  return refused;
}

/**
 * 422 on `field` with the engine's reasons (English under `errors`, codes under `reasons`) unless `override`
 * is set or every game is placed legally: how a hand edit warns before it breaks a hard rule (the caller's
 * transaction then rolls the edit back).
 */
export async function requireLegalPlacements(
  db: Database | Transaction,
  params: { schedule: ScheduleRow; gameIds: readonly string[]; field: string; override: boolean },
): Promise<void> {
  if (params.override) return;
  const refused = await refusedPlacements(
    db,
    params.schedule,
    new Map(params.gameIds.map((id) => [id, null])),
  );
  if (refused.size === 0) return;
  const byText = new Map([...refused.values()].map((r) => [reasonText(r), r]));
  throw new HttpError(422, { [params.field]: [[...byText.keys()].join('; ')] }, [...byText.values()]);
}

/**
 * `POST /api/games/dry_run`: would moving the game into the slot break a hard rule? A slot of another season
 * or one holding a game is refused with that reason; otherwise the engine's answer.
 */
export async function dryRunGame(
  db: Database,
  params: { schedule: ScheduleRow; gameId: string; timeslotId: string },
): Promise<{ good: boolean; reason: string | null; reason_detail: Reason | null }> {
  try {
    await requireOpenSlot(db, {
      seasonId: params.schedule.seasonId,
      timeslotId: params.timeslotId,
      exceptGameId: params.gameId,
      field: 'timeslot_id',
    });
  } catch (error) {
    if (error instanceof HttpError)
      return { good: false, reason: Object.values(error.errors).flat().join('; '), reason_detail: null };
    throw error;
  }
  const refused = await refusedPlacements(db, params.schedule, new Map([[params.gameId, params.timeslotId]]));
  const reason = refused.get(params.gameId);
  return reason
    ? { good: false, reason: reasonText(reason), reason_detail: reason }
    : { good: true, reason: null, reason_detail: null };
}
