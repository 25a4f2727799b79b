import type { Person } from '../model/instance.ts';
import { compareIds, type PlacedItem, type ValidationContext } from './context.ts';
import { itemLabel, teamNames } from './describe.ts';
import type { Violation } from './types.ts';

/** Two overlapping items of different teams that share one person. */
export interface PersonConflict extends Violation {
  rule: 'coach_conflict' | 'player_conflict';
  person_id: string;
  /** Local date of the earlier item. */
  date: string;
}

/** Decides whether a shared person makes two overlapping items a conflict, and under which rule. */
export type PersonConflictPolicy = (
  person: Person,
  a: PlacedItem,
  b: PlacedItem,
) => 'coach_conflict' | 'player_conflict' | null;

/**
 * Reading 9: the coach method covers coaches, the player method every shared person (a coach too); it
 * applies when either item's schedule has it on.
 */
export const contractPersonPolicy: PersonConflictPolicy = (person, a, b) => {
  const coachMethod = Boolean(a.schedule?.use_coach_conflict_method || b.schedule?.use_coach_conflict_method);
  const playerMethod = Boolean(
    a.schedule?.use_player_conflict_method || b.schedule?.use_player_conflict_method,
  );
  if (person.is_coach && coachMethod) return 'coach_conflict';
  if (playerMethod) return 'player_conflict';
  return null;
};

function teamsOfPeople(ctx: ValidationContext): Map<string, string[]> {
  const teamsOf = new Map<string, string[]>();
  for (const team of ctx.instance.teams) {
    for (const personId of new Set(team.person_ids))
      teamsOf.set(personId, [...(teamsOf.get(personId) ?? []), team.id]);
  }
  return teamsOf;
}

/**
 * Pairs of distinct items, each holding a different team linked to the same person, that overlap strictly.
 * Each item pair is reported once per person; items of one team overlapping are a team overlap instead.
 */
export function findPersonConflicts(ctx: ValidationContext, policy: PersonConflictPolicy): PersonConflict[] {
  const found: PersonConflict[] = [];
  for (const [personId, teamIds] of teamsOfPeople(ctx)) {
    const person = ctx.people.get(personId);
    if (!person || teamIds.length < 2) continue;
    const linked = new Set(teamIds);
    const items = [...new Set(teamIds.flatMap((t) => ctx.itemsByTeam.get(t) ?? []))].sort(
      (x, y) => x.startMs - y.startMs || compareIds(x.game.id, y.game.id),
    );
    items.forEach((a, i) => {
      for (const b of items.slice(i + 1)) {
        if (b.startMs >= a.finishMs) break;
        const teamsA = a.teamIds.filter((t) => linked.has(t));
        const teamsB = b.teamIds.filter((t) => linked.has(t));
        const pairTeams = [...new Set([...teamsA, ...teamsB])];
        if (!teamsA.some((ta) => teamsB.some((tb) => ta !== tb))) continue;
        const rule = policy(person, a, b);
        if (!rule) continue;
        found.push({
          rule,
          person_id: personId,
          date: a.start.date,
          message: `${person.name} (${teamNames(ctx, pairTeams)}) has ${itemLabel(a)} and ${itemLabel(b)}`,
          game_ids: [a.game.id, b.game.id],
          team_ids: pairTeams,
        });
      }
    });
  }
  return found;
}
