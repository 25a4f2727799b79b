import { type Database, venueTeams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';

/** Removes a home venue from the team (404 when it is not one); the venue itself stays. */
export async function removeHomeVenue(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  venueId: string;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    const deleted = await tx
      .delete(venueTeams)
      .where(and(eq(venueTeams.teamId, team.id), eq(venueTeams.venueId, params.venueId)))
      .returning({ id: venueTeams.id });
    if (deleted.length === 0) throw notFound();
    return requireTeamDetails(tx, params);
  });
}
