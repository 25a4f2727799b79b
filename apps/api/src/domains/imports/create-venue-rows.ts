import { randomUUID } from 'node:crypto';
import type { VenueBulkRow } from '@app/contracts';
import { type Database, surfaces, type Transaction, venues } from '@app/db';
import { eq, max } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { nameKey } from '../../lib/name-index.ts';
import { type RowIssue, throwRowIssues } from '../../lib/row-issues.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';
import { refreshVenueDistances } from '../venues/refresh-venue-distances.ts';
import { addressColumns } from '../venues/venue-mapper.ts';

/**
 * Bulk-creates venues with their named surfaces in a season of the organisation (404 otherwise), in one
 * transaction, with their distances to every venue of the season. A row naming the same surface twice
 * (ignoring case) is an issue for that row; any issue, including the unparsable rows passed in, means 422
 * and nothing saved. New venues follow the existing ones. Returns how many venues were created.
 */
export async function createVenueRows(params: {
  db: Database | Transaction;
  organizationId: string;
  seasonId: string;
  rows: readonly VenueBulkRow[];
  issues?: readonly RowIssue[];
}): Promise<number> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, params);
    const issues: RowIssue[] = [...(params.issues ?? [])];
    params.rows.forEach((row, index) => {
      if (new Set(row.surfaces.map(nameKey)).size !== row.surfaces.length) {
        issues.push({ index, line: row.line, field: 'surfaces', message: 'names a surface twice' });
      }
    });
    throwRowIssues(issues);
    await requireRoom(tx, {
      organizationId: season.organizationId,
      resource: 'venues',
      scopeId: season.id,
      adding: params.rows.length,
      bulk: true,
    });
    const [last] = await tx
      .select({ position: max(venues.position) })
      .from(venues)
      .where(eq(venues.seasonId, season.id));
    const firstPosition = (last?.position ?? -1) + 1;
    const scope = { organizationId: season.organizationId, seasonId: season.id };
    const venueRows: (typeof venues.$inferInsert & { id: string })[] = [];
    const surfaceRows: (typeof surfaces.$inferInsert)[] = [];
    params.rows.forEach((row, i) => {
      const id = randomUUID();
      venueRows.push({
        id,
        ...scope,
        name: row.name,
        priority: row.priority,
        ...addressColumns(row),
        position: firstPosition + i,
      });
      row.surfaces.forEach((name, position) => {
        surfaceRows.push({ ...scope, venueId: id, name, position });
      });
    });
    await insertInBatches(tx, venues, venueRows);
    await insertInBatches(tx, surfaces, surfaceRows);
    await refreshVenueDistances(tx, {
      seasonId: season.id,
      venueIds: venueRows.map((v) => v.id),
    });
    return venueRows.length;
  });
}
