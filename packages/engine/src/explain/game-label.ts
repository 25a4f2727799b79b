import type { Assignment } from '../assign/assignment.ts';
import type { GameTable } from '../assign/game-table.ts';
import type { SolveModel } from '../model/solve-model.ts';

/** A team's name, or `winner of g3` / `loser of g3` for a bracket slot not known yet. */
function side(model: SolveModel, table: GameTable, g: number, team: number, home: boolean): string {
  if (team >= 0) return model.teams[team]!.name;
  const game = table.games[g]!;
  const from = home ? game.home_from : game.visitor_from;
  return from ? `${from.take} of ${from.game_id}` : 'TBD';
}

/** How a game is named in messages: `U10 Hawks v Owls` (division, home v visitor) or `U10 Hawks practice`. */
export function gameLabel(model: SolveModel, table: GameTable, state: Assignment, g: number): string {
  const division = model.instance.divisions.find((d) => d.id === table.games[g]!.division_id)?.name;
  const prefix = division ? `${division} ` : '';
  const home = side(model, table, g, state.homeOf(g), !state.flipped[g]);
  if (table.isPractice[g]) return `${prefix}${home} practice`;
  const visitor = side(model, table, g, state.visitorOf(g), !!state.flipped[g]);
  return `${prefix}${home} v ${visitor}`;
}
