import type { GameSwap } from '@app/contracts';
import { games } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { requireLegalPlacements } from './check-game-placements.ts';
import { loadEditableGames } from './editable-games.ts';
import { type GamesChange, readGames, type Scope } from './games-change.ts';

/** `POST /api/games/swap`: two scheduled games exchange their slots. */
export async function swapGames(scope: Scope, input: GameSwap): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const { games: pair, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids: input.ids,
    });
    const [a, b] = pair;
    if (!a || !b || a.id === b.id) throw unprocessable('ids', 'choose exactly two games to swap');
    if (a.timeslotId === null || b.timeslotId === null)
      throw unprocessable('ids', 'both games must be scheduled');
    // One slot holds one game: free both before each takes the other's.
    await tx
      .update(games)
      .set({ timeslotId: null })
      .where(inArray(games.id, [a.id, b.id]));
    await tx.update(games).set({ timeslotId: b.timeslotId }).where(eq(games.id, a.id));
    await tx.update(games).set({ timeslotId: a.timeslotId }).where(eq(games.id, b.id));
    for (const schedule of owners.values()) {
      const ids = [a, b].filter((g) => g.scheduleId === schedule.id).map((g) => g.id);
      await requireLegalPlacements(tx, { schedule, gameIds: ids, field: 'ids', override: input.override });
    }
    return { games: await readGames(tx, [a.id, b.id]), deletedIds: [] };
  });
}
