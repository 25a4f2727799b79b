import { type Database, divisions, teams } from '@app/db';
import { asc, eq } from 'drizzle-orm';

/** A season's divisions and teams in their own order, names only: all the public site shows of them. */
export async function readPublicDivisionsAndTeams(db: Database, seasonId: string) {
  const [divisionRows, teamRows] = await Promise.all([
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(asc(divisions.position), asc(divisions.createdAt), asc(divisions.id)),
    db
      .select({ id: teams.id, name: teams.name, division_id: teams.divisionId })
      .from(teams)
      .where(eq(teams.seasonId, seasonId))
      .orderBy(asc(teams.position), asc(teams.createdAt), asc(teams.id)),
  ]);
  return { divisions: divisionRows, teams: teamRows };
}
