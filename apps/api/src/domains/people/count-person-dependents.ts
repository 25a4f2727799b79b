import type { PersonDependents } from '@app/contracts';
import { type Database, people, teamPeople } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * What deleting a person takes with them: their team entries (the foreign key cascades), counted so the
 * confirmation can name them first. 404 when missing or another organisation's.
 */
export async function countPersonDependents(
  db: Database,
  params: { organizationId: string; personId: string },
): Promise<PersonDependents> {
  // Drizzle writes a one-table query's columns without their table name, so the subqueries take the id
  // as a parameter rather than as the outer row's column.
  const id = params.personId;
  const [row] = await db
    .select({
      team_people: sql<number>`(select count(*)::int from ${teamPeople} where ${teamPeople.personId} = ${id})`,
      teams: sql<number>`(select count(distinct ${teamPeople.teamId})::int from ${teamPeople} where ${teamPeople.personId} = ${id})`,
    })
    .from(people)
    .where(and(eq(people.id, params.personId), eq(people.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
