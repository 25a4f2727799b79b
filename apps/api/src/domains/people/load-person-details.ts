import { type Database, type PersonRow, people, type Transaction, teamPeople, teams } from '@app/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { readAll } from '../../lib/read-all.ts';

/** A person with their places on teams. */
export interface PersonDetails {
  person: PersonRow;
  teams: { team: { id: string; name: string }; role: string }[];
}

/** Which people: these ids, or every person of a season; always within one organisation. */
export type PersonSelection = { organizationId: string } & (
  | { personIds: readonly string[] }
  | { seasonId: string }
);

/**
 * People with their teams in two queries however many are asked for, ordered by last then first name (a
 * season's 5,000 people cost the same two round trips as one).
 */
export async function loadPersonDetails(
  db: Database | Transaction,
  selection: PersonSelection,
): Promise<PersonDetails[]> {
  if ('personIds' in selection && selection.personIds.length === 0) return [];
  const scope: SQL | undefined =
    'personIds' in selection
      ? and(eq(people.organizationId, selection.organizationId), inArray(people.id, [...selection.personIds]))
      : and(eq(people.organizationId, selection.organizationId), eq(people.seasonId, selection.seasonId));
  const [personRows, teamRows] = await readAll(db, [
    db.select().from(people).where(scope).orderBy(asc(people.last), asc(people.first), asc(people.id)),
    db
      .select({
        personId: teamPeople.personId,
        role: teamPeople.role,
        team: { id: teams.id, name: teams.name },
      })
      .from(teamPeople)
      .innerJoin(people, eq(people.id, teamPeople.personId))
      .innerJoin(teams, eq(teams.id, teamPeople.teamId))
      .where(scope)
      .orderBy(asc(teams.position), asc(teams.name), asc(teamPeople.id)),
  ]);
  const details = new Map<string, PersonDetails>(
    personRows.map((person) => [person.id, { person, teams: [] }]),
  );
  for (const row of teamRows) details.get(row.personId)?.teams.push({ team: row.team, role: row.role });
  return [...details.values()];
}
