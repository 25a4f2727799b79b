import type { DivisionId, GameId, ScheduleId, TeamId } from '../model/ids.ts';
import type { Game, GameSource } from '../model/instance.ts';
import type { BracketEntrant, BracketGame } from './bracket-game.ts';

/** What a bracket needs to become result games. */
export interface BracketGameOptions {
  scheduleId: ScheduleId;
  /** The id of the game at a list index; must be unique per index. */
  gameId: (index: number) => GameId;
  /** The division of a seeded team. */
  divisionOf: (team: TeamId) => DivisionId;
  /** The division of a game whose home team is not known yet: the schedule's first division. */
  fallbackDivision: DivisionId;
}

/**
 * Bracket games as result games, unscheduled (timeslot_id null): a seeded slot becomes home_id/visitor_id, a
 * slot fed by an earlier game becomes home_from/visitor_from with that game's id and a null team.
 */
export function bracketToGames(bracket: readonly BracketGame<TeamId>[], options: BracketGameOptions): Game[] {
  const source = (entrant: BracketEntrant<TeamId>): GameSource | null =>
    'game' in entrant ? { game_id: options.gameId(entrant.game), take: entrant.take } : null;
  const team = (entrant: BracketEntrant<TeamId>): TeamId | null => ('team' in entrant ? entrant.team : null);
  return bracket.map((game, index) => {
    const home = team(game.home);
    return {
      id: options.gameId(index),
      schedule_id: options.scheduleId,
      division_id: home === null ? options.fallbackDivision : options.divisionOf(home),
      home_id: home,
      visitor_id: team(game.visitor),
      is_practice: false,
      round: game.round,
      timeslot_id: null,
      bracket: game.bracket,
      home_from: source(game.home),
      visitor_from: source(game.visitor),
    };
  });
}
