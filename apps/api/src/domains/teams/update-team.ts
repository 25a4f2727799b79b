import type { TeamUpdate } from '@app/contracts';
import { type Database, divisions, teams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';
import { teamColumns } from './team-mapper.ts';

/**
 * Replaces a team's editable fields. It may move to another division of the same season only (422 naming
 * division_id otherwise), since its people, venues and constraints belong to that season. 404 for a team
 * that is not the organisation's.
 */
export async function updateTeam(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  input: TeamUpdate;
}): Promise<TeamDetails> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    const [division] = await tx
      .select({ id: divisions.id })
      .from(divisions)
      .where(
        and(
          eq(divisions.id, input.division_id),
          eq(divisions.seasonId, team.seasonId),
          eq(divisions.organizationId, params.organizationId),
        ),
      )
      .limit(1);
    if (!division) throw unprocessable('division_id', 'is not a division of this season');
    await tx
      .update(teams)
      .set(teamColumns({ ...input, division_id: division.id }))
      .where(eq(teams.id, team.id));
    return requireTeamDetails(tx, params);
  });
}
