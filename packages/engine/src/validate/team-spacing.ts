import type { PlacedItem, ValidationContext } from './context.ts';
import { itemLabel, teamName } from './describe.ts';
import type { Violation } from './types.ts';

function larger(a: PlacedItem, b: PlacedItem, pick: (item: PlacedItem) => number): number {
  return Math.max(pick(a), pick(b));
}

/**
 * min_minutes_rest and next_game_offset between consecutive same-kind items of a team (start order), with
 * the larger value of the two items' schedules (Reading 3); items of unknown schedules bring 0.
 */
export function checkTeamSpacing(ctx: ValidationContext): Violation[] {
  const found: Violation[] = [];
  for (const [teamId, list] of ctx.itemsByTeam) {
    for (const isPractice of [false, true]) {
      const same = list.filter((item) => item.game.is_practice === isPractice);
      same.slice(1).forEach((next, i) => {
        const prev = same[i] as PlacedItem;
        const name = teamName(ctx, teamId);
        const rest = larger(prev, next, (item) => item.schedule?.min_minutes_rest ?? 0);
        const gap = Math.round((next.startMs - prev.finishMs) / 60_000);
        if (rest > 0 && gap < rest) {
          found.push({
            rule: 'min_rest',
            message: `${name} rests ${gap} min between ${itemLabel(prev)} and ${itemLabel(next)} (needs ${rest})`,
            game_ids: [prev.game.id, next.game.id],
            team_ids: [teamId],
          });
        }
        const offset = larger(prev, next, (item) => item.schedule?.next_game_offset ?? 0);
        const nights = next.start.day - prev.start.day;
        if (offset > 0 && nights < offset) {
          found.push({
            rule: 'next_game_offset',
            message: `${name} has ${nights} night(s) between ${itemLabel(prev)} and ${itemLabel(next)} (needs ${offset})`,
            game_ids: [prev.game.id, next.game.id],
            team_ids: [teamId],
          });
        }
      });
    }
  }
  return found;
}
