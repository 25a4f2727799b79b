import type { Adjustment } from '@app/contracts';
import type { StandingsAdjustmentRow } from '@app/db';

export function presentAdjustment(row: StandingsAdjustmentRow): Adjustment {
  return {
    id: row.id,
    season_id: row.seasonId,
    team_id: row.teamId,
    points: row.points,
    reason: row.reason,
  };
}
