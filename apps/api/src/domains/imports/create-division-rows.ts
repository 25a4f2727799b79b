import { type DivisionBulkRow, defaultDivisionColor } from '@app/contracts';
import { type Database, divisions, type Transaction } from '@app/db';
import { count, eq, max } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { type RowIssue, throwRowIssues } from '../../lib/row-issues.ts';
import { divisionFieldColumns } from '../divisions/division-mapper.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * Bulk-creates plain divisions in a season of the organisation (404 otherwise), in one transaction, after
 * the rows the request or file could not even parse (`issues`): any issue means 422 and nothing saved. A row
 * without a colour takes the palette colour after the season's existing divisions; new divisions follow
 * the existing ones in order. Returns how many were created.
 */
export async function createDivisionRows(params: {
  db: Database | Transaction;
  organizationId: string;
  seasonId: string;
  rows: readonly DivisionBulkRow[];
  issues?: readonly RowIssue[];
}): Promise<number> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, params);
    throwRowIssues(params.issues ?? []);
    const room = { organizationId: season.organizationId, scopeId: season.id, bulk: true };
    await requireRoom(tx, { ...room, resource: 'divisions', adding: params.rows.length });
    const [existing] = await tx
      .select({ n: count(), last: max(divisions.position) })
      .from(divisions)
      .where(eq(divisions.seasonId, season.id));
    const existingCount = existing?.n ?? 0;
    const firstPosition = (existing?.last ?? -1) + 1;
    await insertInBatches(
      tx,
      divisions,
      params.rows.map((row, i) => ({
        organizationId: season.organizationId,
        seasonId: season.id,
        ...divisionFieldColumns({
          ...row,
          se_id: null,
          se_mapping_code: null,
          color: row.color ?? defaultDivisionColor(existingCount + i),
        }),
        position: firstPosition + i,
      })),
    );
    return params.rows.length;
  });
}
