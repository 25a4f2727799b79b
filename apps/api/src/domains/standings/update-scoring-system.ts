import type { ScoringSystemUpdate } from '@app/contracts';
import { type Database, type ScoringSystemRow, scoringSystems } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { scoringColumnsOf } from './scoring-system-mapper.ts';

/** `PATCH /api/scoring_systems/{id}`: the values sent; 404 when missing or another organisation's. */
export async function updateScoringSystem(params: {
  db: Database;
  organizationId: string;
  scoringSystemId: string;
  input: ScoringSystemUpdate;
}): Promise<ScoringSystemRow> {
  const [row] = await params.db
    .update(scoringSystems)
    .set({ ...scoringColumnsOf(params.input), updatedAt: sql`now()` })
    .where(
      and(
        eq(scoringSystems.id, params.scoringSystemId),
        eq(scoringSystems.organizationId, params.organizationId),
      ),
    )
    .returning();
  if (!row) throw notFound();
  return row;
}
