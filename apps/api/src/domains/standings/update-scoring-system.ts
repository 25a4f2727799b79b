import { FORFEIT_ORDER_MESSAGE, type ScoringSystemUpdate } from '@app/contracts';
import { type Database, type ScoringSystemRow, scoringSystems } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { scoringColumnsOf } from './scoring-system-mapper.ts';

/**
 * `PATCH /api/scoring_systems/{id}`: the values sent; 404 when missing or another organisation's. A forfeit
 * score sent alone is checked against the stored other one (422 naming the field sent): the contract can only
 * compare the two when both come in the body.
 */
export async function updateScoringSystem(params: {
  db: Database;
  organizationId: string;
  scoringSystemId: string;
  input: ScoringSystemUpdate;
}): Promise<ScoringSystemRow> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const where = and(
      eq(scoringSystems.id, params.scoringSystemId),
      eq(scoringSystems.organizationId, params.organizationId),
    );
    const [current] = await tx.select().from(scoringSystems).where(where).for('update');
    if (!current) throw notFound();
    const winner = input.forfeit_winner_score ?? current.forfeitWinnerScore;
    const loser = input.forfeit_loser_score ?? current.forfeitLoserScore;
    if (loser > winner) {
      throw input.forfeit_loser_score === undefined
        ? unprocessable('forfeit_winner_score', 'must be at least forfeit_loser_score')
        : unprocessable('forfeit_loser_score', FORFEIT_ORDER_MESSAGE);
    }
    const [row] = await tx
      .update(scoringSystems)
      .set({ ...scoringColumnsOf(input), updatedAt: sql`now()` })
      .where(where)
      .returning();
    if (!row) throw notFound();
    return row;
  });
}
