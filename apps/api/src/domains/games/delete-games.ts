import { games } from '@app/db';
import { inArray } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { loadEditableGames } from './editable-games.ts';
import type { GamesChange, Scope } from './games-change.ts';

/** `POST /api/games/delete`: the pairings go for good; a bracket game others are fed by cannot go alone. */
export async function deleteGames(scope: Scope, ids: string[]): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const { games: doomed, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids,
    });
    const gone = new Set(doomed.map((g) => g.id));
    const siblings = await tx
      .select()
      .from(games)
      .where(inArray(games.scheduleId, [...owners.keys()]));
    const feeds = (source: unknown) =>
      typeof source === 'object' &&
      source !== null &&
      'game_id' in source &&
      gone.has(String(source.game_id));
    if (siblings.some((g) => !gone.has(g.id) && (feeds(g.homeFrom) || feeds(g.visitorFrom)))) {
      throw unprocessable('ids', 'a bracket game that later games depend on cannot be deleted on its own');
    }
    await tx.delete(games).where(inArray(games.id, [...gone]));
    return { games: [], deletedIds: [...gone] };
  });
}
