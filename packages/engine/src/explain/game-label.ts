import type { Assignment } from '../assign/assignment.ts';
import type { GameTable } from '../assign/game-table.ts';
import { dateOfDay } from '../model/local-time.ts';
import type { SolveModel } from '../model/solve-model.ts';
import type { ReasonFeeder, ReasonGame, ReasonSide } from './reason.ts';

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The game feeding a bracket side, by bracket, round and the teams it lists (its own feeders unnamed). */
function feeder(model: SolveModel, table: GameTable, gameId: string): ReasonFeeder {
  const f = table.index.get(gameId);
  const game = f === undefined ? undefined : table.games[f];
  const teams = [game?.home_id, game?.visitor_id].flatMap((id) => {
    const t = id ? model.teamIndex.get(id) : undefined;
    return t === undefined ? [] : [model.teams[t]!.name];
  });
  return { bracket: game?.bracket ?? null, round: game?.round ?? null, teams };
}

/** A team's name, or the game a bracket side comes from (`winner of` that game) while it is not known. */
function side(model: SolveModel, table: GameTable, g: number, team: number, home: boolean): ReasonSide {
  if (team >= 0) return { team: model.teams[team]!.name };
  const game = table.games[g]!;
  const from = home ? game.home_from : game.visitor_from;
  return from ? { take: from.take, game: feeder(model, table, from.game_id) } : { tbd: true };
}

/**
 * A game as reasons name it: division, home and visitor as placed now (flipped or not), and the local date,
 * time and venue of slot `s` (default: its current slot, if any).
 */
export function reasonGame(
  model: SolveModel,
  table: GameTable,
  state: Assignment,
  g: number,
  s: number = state.slotOf[g] ?? -1,
): ReasonGame {
  const game = table.games[g]!;
  const division = model.instance.divisions.find((d) => d.id === game.division_id)?.name ?? null;
  const home = side(model, table, g, state.homeOf(g), !state.flipped[g]);
  const visitor = table.isPractice[g] ? null : side(model, table, g, state.visitorOf(g), !!state.flipped[g]);
  const placed = s >= 0;
  return {
    division,
    home,
    visitor,
    bracket: game.bracket,
    round: game.round,
    date: placed ? dateOfDay(model.slots.day[s]!) : null,
    time: placed ? clock(model.slots.startMinute[s]!) : null,
    venue: placed ? (model.instance.venues[model.slots.venue[s]!]?.name ?? null) : null,
  };
}
