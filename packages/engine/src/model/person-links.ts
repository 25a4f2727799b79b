import type { Instance } from './instance.ts';

/** Another team sharing at least one person with this one (Reading 9). */
export interface PersonLink {
  team: number;
  /** A shared person is a coach: conflicts under both the coach and the player method. */
  sharesCoach: boolean;
}

/** Links per team index, each other team listed once; a team never links to itself. */
export function buildPersonLinks(instance: Instance, teamIndex: Map<string, number>): PersonLink[][] {
  const coach = new Map<string, boolean>(instance.people.map((p) => [p.id, p.is_coach]));
  const teamsOf = new Map<string, number[]>();
  instance.teams.forEach((team) => {
    const t = teamIndex.get(team.id)!;
    for (const person of new Set(team.person_ids)) {
      const list = teamsOf.get(person) ?? [];
      list.push(t);
      teamsOf.set(person, list);
    }
  });
  const links: Map<number, PersonLink>[] = instance.teams.map(() => new Map());
  for (const [person, teams] of teamsOf) {
    if (teams.length < 2) continue;
    const isCoach = coach.get(person) ?? false;
    for (const a of teams) {
      for (const b of teams) {
        if (a === b) continue;
        const existing = links[a]!.get(b);
        if (existing) existing.sharesCoach ||= isCoach;
        else links[a]!.set(b, { team: b, sharesCoach: isCoach });
      }
    }
  }
  return links.map((m) => [...m.values()].sort((x, y) => x.team - y.team));
}
