import { type Database, timeConstraints } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';

/** Deletes one time constraint (404 when missing or another organisation's); answers its team's page. */
export async function deleteTimeConstraint(params: {
  db: Database;
  organizationId: string;
  constraintId: string;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(timeConstraints)
      .where(
        and(
          eq(timeConstraints.id, params.constraintId),
          eq(timeConstraints.organizationId, params.organizationId),
        ),
      )
      .returning({ teamId: timeConstraints.teamId });
    if (!deleted) throw notFound();
    return requireTeamDetails(tx, { organizationId: params.organizationId, teamId: deleted.teamId });
  });
}
