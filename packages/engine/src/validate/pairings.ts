import type { ValidationContext } from './context.ts';
import { checkElimination } from './elimination.ts';
import { checkGameShapes, checkRoundPairings } from './round-pairings.ts';
import { gamesBySchedule } from './schedule-games.ts';
import type { Violation } from './types.ts';

/**
 * The pairing rule over every schedule of the instance: games name a known schedule (fixed games of other
 * schedules excepted), have the schedule's shape, and together obey its style whatever could be placed.
 */
export function checkPairings(ctx: ValidationContext): Violation[] {
  const found: Violation[] = ctx.games
    .filter((g) => !ctx.fixedIds.has(g.id) && !ctx.schedules.has(g.schedule_id))
    .map((g) => ({
      rule: 'pairing',
      message: `${g.id} names unknown schedule ${g.schedule_id}`,
      game_ids: [g.id],
      team_ids: [g.home_id, g.visitor_id].filter((t): t is NonNullable<typeof t> => t !== null),
    }));
  for (const group of gamesBySchedule(ctx)) {
    found.push(...checkGameShapes(ctx, group));
    const isBracket = group.schedule.style !== 'round' && group.schedule.mode === 'games';
    found.push(...(isBracket ? checkElimination(ctx, group) : checkRoundPairings(ctx, group)));
  }
  return found;
}
