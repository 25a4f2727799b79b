import type { ValidationContext } from './context.ts';
import { itemLabel, teamName, venueName } from './describe.ts';
import type { Violation } from './types.ts';

/**
 * With enforce_home, a chosen game whose home team has home venues is played at one of them or at a neutral
 * venue (`is_neutral` or `force_neutral`: nobody's home, so nobody's home rule). Fixed games
 * keep their given slot and practices have no home side, so neither is judged here.
 */
export function checkEnforceHome(ctx: ValidationContext): Violation[] {
  const found: Violation[] = [];
  for (const item of ctx.items) {
    const { game, schedule } = item;
    if (item.isFixed || !schedule?.enforce_home || game.is_practice || game.home_id === null) continue;
    const team = ctx.teams.get(game.home_id);
    if (!team || team.home_venue_ids.length === 0) continue;
    if (item.venue && team.home_venue_ids.includes(item.venue.id)) continue;
    if (item.venue && (item.venue.is_neutral || item.venue.force_neutral)) continue;
    found.push({
      rule: 'enforce_home',
      message: `${teamName(ctx, game.home_id)} is home in ${itemLabel(item)} at ${venueName(item)}, not at one of its home venues`,
      game_ids: [game.id],
      team_ids: [game.home_id],
    });
  }
  return found;
}
