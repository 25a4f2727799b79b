import { type Database, standingsAdjustments } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** `DELETE /api/adjustments/{id}`. 404 when missing or another organisation's. */
export async function deleteAdjustment(params: {
  db: Database;
  organizationId: string;
  adjustmentId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(standingsAdjustments)
    .where(
      and(
        eq(standingsAdjustments.id, params.adjustmentId),
        eq(standingsAdjustments.organizationId, params.organizationId),
      ),
    )
    .returning({ id: standingsAdjustments.id });
  if (deleted.length === 0) throw notFound();
}
