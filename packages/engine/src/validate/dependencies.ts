import type { ValidationContext } from './context.ts';
import { itemLabel } from './describe.ts';
import type { Violation } from './types.ts';

/**
 * A placed bracket game starts no earlier than the finish of each game it takes a team from, plus its
 * schedule's min_minutes_rest; a placed game fed by an unscheduled game breaks the rule too (Reading 10).
 * References to games that do not exist are pairing faults, reported there.
 */
export function checkDependencies(ctx: ValidationContext): Violation[] {
  const found: Violation[] = [];
  for (const item of ctx.items) {
    const rest = item.schedule?.min_minutes_rest ?? 0;
    for (const source of [item.game.home_from, item.game.visitor_from]) {
      if (!source) continue;
      const feeder = ctx.gamesById.get(source.game_id);
      if (!feeder) continue;
      if (feeder.timeslot_id === null) {
        found.push({
          rule: 'dependency_unscheduled',
          message: `${itemLabel(item)} takes the ${source.take} of ${feeder.id}, which is unscheduled`,
          game_ids: [item.game.id, feeder.id],
          team_ids: [...item.teamIds],
        });
        continue;
      }
      const placed = ctx.itemById.get(feeder.id);
      if (!placed) continue;
      if (item.startMs < placed.finishMs + rest * 60_000) {
        found.push({
          rule: 'dependency_order',
          message: `${itemLabel(item)} takes the ${source.take} of ${itemLabel(placed)} but starts before its finish plus ${rest} min rest`,
          game_ids: [item.game.id, feeder.id],
          team_ids: [...item.teamIds],
        });
      }
    }
  }
  return found;
}
