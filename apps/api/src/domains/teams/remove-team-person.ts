import { type Database, teamPeople } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';

/** Removes one team-person entry of the team (404 when it is not this team's); the person stays. */
export async function removeTeamPerson(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  teamPersonId: string;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    const deleted = await tx
      .delete(teamPeople)
      .where(and(eq(teamPeople.id, params.teamPersonId), eq(teamPeople.teamId, team.id)))
      .returning({ id: teamPeople.id });
    if (deleted.length === 0) throw notFound();
    return requireTeamDetails(tx, params);
  });
}
