import type { ValidationContext } from './context.ts';
import { itemLabel, teamName } from './describe.ts';
import type { Violation } from './types.ts';

/** A team with two items overlapping in time; `team_id` is the team both items share. */
export interface TeamOverlap extends Violation {
  team_id: string;
}

/**
 * Every pair of a team's items (games and practices, fixed included) that overlap strictly: back-to-back
 * items do not (Reading 6). Each pair is reported once per team it shares.
 */
export function findTeamOverlaps(ctx: ValidationContext): TeamOverlap[] {
  const found: TeamOverlap[] = [];
  for (const [teamId, list] of ctx.itemsByTeam) {
    list.forEach((a, i) => {
      for (const b of list.slice(i + 1)) {
        if (b.startMs >= a.finishMs) break;
        found.push({
          rule: 'team_overlap',
          team_id: teamId,
          message: `${teamName(ctx, teamId)} has ${itemLabel(a)} and ${itemLabel(b)}`,
          game_ids: [a.game.id, b.game.id],
          team_ids: [teamId],
        });
      }
    });
  }
  return found;
}
