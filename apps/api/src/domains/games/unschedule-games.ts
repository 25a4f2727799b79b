import { games } from '@app/db';
import { inArray } from 'drizzle-orm';
import { loadEditableGames } from './editable-games.ts';
import {
  type GamesChange,
  readGames,
  type Scope,
  UNSCHEDULED_BY_HAND,
  UNSCHEDULED_BY_HAND_DETAIL,
} from './games-change.ts';

/** `POST /api/games/unschedule`: the games keep their pairing and free their slots. */
export async function unscheduleGames(scope: Scope, ids: string[]): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    await loadEditableGames(tx, { organizationId: scope.organizationId, ids });
    await tx
      .update(games)
      .set({
        timeslotId: null,
        unscheduledReason: UNSCHEDULED_BY_HAND,
        unscheduledReasonDetail: UNSCHEDULED_BY_HAND_DETAIL,
      })
      .where(inArray(games.id, ids));
    return { games: await readGames(tx, ids), deletedIds: [] };
  });
}
