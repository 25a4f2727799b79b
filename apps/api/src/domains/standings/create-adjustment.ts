import type { AdjustmentCreate } from '@app/contracts';
import { type Database, type StandingsAdjustmentRow, standingsAdjustments } from '@app/db';
import { findSeason } from '../seasons/find-season.ts';
import { requireSeasonTeams } from './require-season-teams.ts';

/**
 * `POST /api/seasons/{season_id}/adjustments` (docs/standings.md#adjustments). 404 for a season of another
 * organisation, 422 on `team_id` for a team outside the season.
 */
export async function createAdjustment(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  input: AdjustmentCreate;
}): Promise<StandingsAdjustmentRow> {
  const { organizationId, seasonId, input } = params;
  return params.db.transaction(async (tx) => {
    await findSeason(tx, { organizationId, seasonId });
    await requireSeasonTeams(tx, { organizationId, seasonId, teamIds: [input.team_id], field: 'team_id' });
    const [row] = await tx
      .insert(standingsAdjustments)
      .values({ organizationId, seasonId, teamId: input.team_id, points: input.points, reason: input.reason })
      .returning();
    if (!row) throw new Error('insert returned no adjustment');
    return row;
  });
}
