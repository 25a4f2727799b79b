import type { TeamRow, Transaction } from '@app/db';
import { teams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';

/**
 * A "cannot play" constraint must name another team of the same season: 422 naming `field` for the team
 * itself or any team outside its season (including another organisation's).
 */
export async function checkNoPlayTeam(
  tx: Transaction,
  params: { team: TeamRow; noPlayTeamId: string | null; field: string },
): Promise<void> {
  if (params.noPlayTeamId === null) return;
  if (params.noPlayTeamId === params.team.id) throw unprocessable(params.field, 'must be another team');
  const [other] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.id, params.noPlayTeamId),
        eq(teams.seasonId, params.team.seasonId),
        eq(teams.organizationId, params.team.organizationId),
      ),
    )
    .limit(1);
  if (!other) throw unprocessable(params.field, 'is not a team of this season');
}
