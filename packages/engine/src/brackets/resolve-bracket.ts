import type { GameId, TeamId } from '../model/ids.ts';
import type { Game, GameSource } from '../model/instance.ts';

/** The teams of one game as far as results are known; null while the feeding game has no winner yet. */
export interface BracketTeams {
  home_id: TeamId | null;
  visitor_id: TeamId | null;
}

/**
 * Which teams play in every game given the winners entered so far (game id -> winning team). A winner feeds
 * its `winner` references; the loser is the other team of that game once both of its teams are known.
 * Invariants: the result has an entry for every game; a seeded team is never replaced; nothing is guessed.
 * Throws a RangeError when a winner is entered for a game whose teams are not both known, or is not one of
 * them, or when `from` references
 * form a cycle or name a game that is not in `games`.
 */
export function resolveBracket(
  games: readonly Game[],
  winners: ReadonlyMap<GameId, TeamId>,
): Map<GameId, BracketTeams> {
  const byId = new Map(games.map((game) => [game.id, game]));
  const resolved = new Map<GameId, BracketTeams>();
  const visiting = new Set<GameId>();

  const teamsOf = (game: Game): BracketTeams => {
    const known = resolved.get(game.id);
    if (known) return known;
    if (visiting.has(game.id))
      throw new RangeError(`bracket references form a cycle through game ${game.id}`);
    visiting.add(game.id);
    const teams = {
      home_id: game.home_id ?? (game.home_from ? take(game.home_from) : null),
      visitor_id: game.visitor_id ?? (game.visitor_from ? take(game.visitor_from) : null),
    };
    visiting.delete(game.id);
    const winner = winners.get(game.id);
    if (winner !== undefined) {
      if (teams.home_id === null || teams.visitor_id === null) {
        throw new RangeError(`game ${game.id} has a winner before both of its teams are known`);
      }
      if (winner !== teams.home_id && winner !== teams.visitor_id) {
        throw new RangeError(`winner ${winner} of game ${game.id} is not one of its teams`);
      }
    }
    resolved.set(game.id, teams);
    return teams;
  };

  const take = (source: GameSource): TeamId | null => {
    const feeder = byId.get(source.game_id);
    if (!feeder) throw new RangeError(`game ${source.game_id} is referenced but not in the bracket`);
    const teams = teamsOf(feeder);
    const winner = winners.get(feeder.id);
    if (winner === undefined) return null;
    if (source.take === 'winner') return winner;
    return winner === teams.home_id ? teams.visitor_id : teams.home_id;
  };

  for (const game of games) teamsOf(game);
  return resolved;
}
