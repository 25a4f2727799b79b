import { type Database, venues, venueTeams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';

/**
 * Makes a venue of the team's season a home venue of the team (422 naming venue_id for any other venue).
 * Adding it again changes nothing.
 */
export async function addHomeVenue(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  venueId: string;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    const [venue] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(
        and(
          eq(venues.id, params.venueId),
          eq(venues.seasonId, team.seasonId),
          eq(venues.organizationId, params.organizationId),
        ),
      )
      .limit(1);
    if (!venue) throw unprocessable('venue_id', 'is not a venue of this season');
    await tx.insert(venueTeams).values({ teamId: team.id, venueId: venue.id }).onConflictDoNothing();
    return requireTeamDetails(tx, params);
  });
}
