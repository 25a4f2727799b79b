import { type Database, type DivisionRow, divisions, schedules, type Transaction, teams } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** A division with its teams (name only, in position order), as the division page shows it. */
export interface DivisionDetails {
  division: DivisionRow;
  teams: { id: string; name: string }[];
  /** Its schedules and tournaments, oldest first. */
  schedules: { id: string; name: string; kind: string }[];
}

/** One division of the organisation with its teams and schedules, in three queries; 404 when missing or another's. */
export async function loadDivision(
  db: Database | Transaction,
  params: { organizationId: string; divisionId: string },
): Promise<DivisionDetails> {
  const [division] = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.id, params.divisionId), eq(divisions.organizationId, params.organizationId)))
    .limit(1);
  if (!division) throw notFound();
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.divisionId, division.id))
    .orderBy(asc(teams.position), asc(teams.createdAt), asc(teams.id));
  const scheduleRows = await db
    .select({ id: schedules.id, name: schedules.name, kind: schedules.kind })
    .from(schedules)
    .where(eq(schedules.divisionId, division.id))
    .orderBy(asc(schedules.createdAt), asc(schedules.id));
  return { division, teams: teamRows, schedules: scheduleRows };
}
