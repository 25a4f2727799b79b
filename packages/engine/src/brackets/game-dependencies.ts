import type { GameId } from '../model/ids.ts';
import type { Game } from '../model/instance.ts';

/**
 * The games a game waits for: the distinct ids in its home_from and visitor_from, in that order. A dependent
 * game may start only after every one of them has finished (plus the schedule's rest); a grand-final reset,
 * fed by the winner and the loser of the same game, depends on that game once.
 */
export function gameDependencies(game: Pick<Game, 'home_from' | 'visitor_from'>): GameId[] {
  const ids: GameId[] = [];
  for (const source of [game.home_from, game.visitor_from]) {
    if (source !== null && !ids.includes(source.game_id)) ids.push(source.game_id);
  }
  return ids;
}
