import type { TimeConstraintValues } from '@app/contracts';
import { type Database, teams, timeConstraints } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { checkNoPlayTeam } from './check-no-play-team.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';
import { timeConstraintColumns } from './time-constraint-mapper.ts';

/**
 * Adds a time constraint to a team and, with applyAll, the same constraint to every other team of its
 * division, in one transaction. A "cannot play" constraint is not given to the team it names (a team cannot
 * avoid itself). Answers the team's page.
 */
export async function createTimeConstraint(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  constraint: TimeConstraintValues;
  applyAll: boolean;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    await checkNoPlayTeam(tx, {
      team,
      noPlayTeamId: params.constraint.no_play_team,
      field: 'constraint.no_play_team',
    });
    const targets = params.applyAll
      ? await tx
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.divisionId, team.divisionId), eq(teams.organizationId, params.organizationId)))
      : [{ id: team.id }];
    const columns = timeConstraintColumns(params.constraint);
    const values = targets
      .filter((t) => t.id !== params.constraint.no_play_team)
      .map((t) => ({ ...columns, organizationId: params.organizationId, teamId: t.id }));
    if (values.length > 0) await tx.insert(timeConstraints).values(values);
    return requireTeamDetails(tx, params);
  });
}
