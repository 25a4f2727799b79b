import { Assignment } from './assign/assignment.ts';
import { Feasibility } from './assign/feasibility.ts';
import { buildGameTable } from './assign/game-table.ts';
import { Rule } from './assign/rule.ts';
import { type Reason, reason, reasonText } from './explain/reason.ts';
import { refusalReason } from './explain/refusal-text.ts';
import type { Game, Instance } from './model/instance.ts';
import { buildSolveModel } from './model/solve-model.ts';

/**
 * Answer of a dry run: the move is allowed, or the reason names the broken hard rule, as data (`detail`, for
 * an application to render) and in English (`reason`).
 */
export type DryRunAnswer = { good: true } | { good: false; reason: string; detail: Reason };

const refused = (detail: Reason): DryRunAnswer => ({ good: false, reason: reasonText(detail), detail });

/**
 * Checks one manual edit, moving game `gameId` to `timeslotId`, against every hard rule given the other
 * placed games (`placedGames`, plus the instance's fixed games), with the same code the solver uses. The
 * game keeps its home and away as given. The game must be among `placedGames` or the fixed games.
 */
export function dryRun(
  instance: Instance,
  placedGames: Game[],
  gameId: string,
  timeslotId: string,
): DryRunAnswer {
  const model = buildSolveModel(instance);
  const table = buildGameTable(model, placedGames);
  const g = table.index.get(gameId);
  if (g === undefined) return refused(reason('refusal.unknown_game'));
  const s = model.slots.index.get(timeslotId);
  if (s === undefined) return refused(reason('refusal.unknown_timeslot'));
  const state = new Assignment(model, table);
  for (let o = 0; o < table.count; o++) {
    if (o === g) continue;
    const id = table.fixedSlot[o]! >= 0 ? table.fixedSlot[o]! : slotOf(model.slots.index, table.games[o]!);
    if (id >= 0 && state.gameAt[id] === -1) state.place(o, id);
  }
  const feasibility = new Feasibility(model, table, state);
  const rule = feasibility.check(g, s, 0);
  if (rule === Rule.Ok) return { good: true };
  return refused(refusalReason(feasibility, rule, g, s));
}

function slotOf(index: Map<string, number>, game: Game): number {
  return game.timeslot_id === null ? -1 : (index.get(game.timeslot_id) ?? -1);
}
