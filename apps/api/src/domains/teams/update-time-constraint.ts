import type { TimeConstraintValues } from '@app/contracts';
import { type Database, timeConstraints } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { checkNoPlayTeam } from './check-no-play-team.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';
import { timeConstraintColumns } from './time-constraint-mapper.ts';

/**
 * Replaces a time constraint with new canonical values (style and type may change; fields the new type
 * does not use are cleared). 404 when missing or another organisation's. Answers its team's page.
 */
export async function updateTimeConstraint(params: {
  db: Database;
  organizationId: string;
  constraintId: string;
  constraint: TimeConstraintValues;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ teamId: timeConstraints.teamId })
      .from(timeConstraints)
      .where(
        and(
          eq(timeConstraints.id, params.constraintId),
          eq(timeConstraints.organizationId, params.organizationId),
        ),
      )
      .limit(1);
    if (!existing) throw notFound();
    const team = await findTeam(tx, { organizationId: params.organizationId, teamId: existing.teamId });
    await checkNoPlayTeam(tx, { team, noPlayTeamId: params.constraint.no_play_team, field: 'no_play_team' });
    await tx
      .update(timeConstraints)
      .set(timeConstraintColumns(params.constraint))
      .where(eq(timeConstraints.id, params.constraintId));
    return requireTeamDetails(tx, { organizationId: params.organizationId, teamId: team.id });
  });
}
