import type { GameScores } from '@app/contracts';
import { type GameRow, games, type ScheduleRow } from '@app/db';
import { eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { loadEditableGames } from './editable-games.ts';
import { type GamesChange, readGames, type Scope } from './games-change.ts';
import { requireForfeitable } from './require-forfeit.ts';
import { isElimination, requireWinner, settleBracket } from './settle-bracket.ts';

/**
 * `POST /api/games/scores`: several scores at once, each with its forfeit (null: played); each tournament's
 * bracket is re-routed after.
 */
export async function saveScores(scope: Scope, input: GameScores): Promise<GamesChange> {
  return scope.db.transaction(async (tx) => {
    const ids = input.games.map((g) => g.id);
    const { games: rows, schedules: owners } = await loadEditableGames(tx, {
      organizationId: scope.organizationId,
      ids,
    });
    for (const [index, entry] of input.games.entries()) {
      const game = rows.find((g) => g.id === entry.id) as GameRow;
      const schedule = owners.get(game.scheduleId) as ScheduleRow;
      requireWinner(schedule, `games.${index}.home_score`, entry.home_score, entry.visitor_score);
      if (
        isElimination(schedule) &&
        (game.homeId === null || game.visitorId === null) &&
        entry.home_score !== null
      ) {
        throw unprocessable(`games.${index}.home_score`, 'both teams of this game are not known yet');
      }
      requireForfeitable(schedule, game, entry.forfeit, `games.${index}.forfeit`);
      await tx
        .update(games)
        .set({
          homeScore: entry.home_score,
          visitorScore: entry.visitor_score,
          overtime: entry.overtime,
          forfeit: entry.forfeit,
        })
        .where(eq(games.id, entry.id));
    }
    const routed: string[] = [];
    for (const schedule of owners.values()) routed.push(...(await settleBracket(tx, schedule)));
    return { games: await readGames(tx, [...ids, ...routed]), deletedIds: [] };
  });
}
