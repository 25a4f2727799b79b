import type { DivisionId, GameId, ScheduleId, TeamId } from '../model/ids.ts';
import type { Game } from '../model/instance.ts';
import type { BracketGame } from './bracket-game.ts';
import { bracketToGames } from './to-games.ts';

/** Team ids t1..tn, seed order: shared by the bracket tests so they read as seeds. */
export function seededTeams(n: number): TeamId[] {
  return Array.from({ length: n }, (_, i) => `t${i + 1}` as TeamId);
}

/** A bracket as result games with ids g1..gN in one division, as the tests inspect them. */
export function asGames(bracket: readonly BracketGame<TeamId>[]): Game[] {
  return bracketToGames(bracket, {
    scheduleId: 's' as ScheduleId,
    gameId: (index) => `g${index + 1}` as GameId,
    divisionOf: () => 'd1' as DivisionId,
    fallbackDivision: 'd1' as DivisionId,
  });
}
