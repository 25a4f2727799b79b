import type { AdjustmentUpdate } from '@app/contracts';
import { type Database, type StandingsAdjustmentRow, standingsAdjustments } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { requireSeasonTeams } from './require-season-teams.ts';

/** `PATCH /api/adjustments/{id}`: any of team, points and reason. 404 when missing or another's. */
export async function updateAdjustment(params: {
  db: Database;
  organizationId: string;
  adjustmentId: string;
  input: AdjustmentUpdate;
}): Promise<StandingsAdjustmentRow> {
  const { organizationId, input } = params;
  return params.db.transaction(async (tx) => {
    const where = and(
      eq(standingsAdjustments.id, params.adjustmentId),
      eq(standingsAdjustments.organizationId, organizationId),
    );
    const [current] = await tx.select().from(standingsAdjustments).where(where).for('update');
    if (!current) throw notFound();
    if (input.team_id !== undefined) {
      await requireSeasonTeams(tx, {
        organizationId,
        seasonId: current.seasonId,
        teamIds: [input.team_id],
        field: 'team_id',
      });
    }
    const [row] = await tx
      .update(standingsAdjustments)
      .set({
        teamId: input.team_id ?? current.teamId,
        points: input.points ?? current.points,
        reason: input.reason ?? current.reason,
      })
      .where(where)
      .returning();
    if (!row) throw notFound();
    return row;
  });
}
