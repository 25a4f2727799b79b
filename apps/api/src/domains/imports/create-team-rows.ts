import type { TeamBulkRow } from '@app/contracts';
import { type Database, divisions, type Transaction, teams } from '@app/db';
import { eq, max } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { indexByName, matchName, nameKey } from '../../lib/name-index.ts';
import { type RowIssue, throwRowIssues } from '../../lib/row-issues.ts';
import { groupCounts, readPlan, requireRoomOnPlan } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';
import { teamColumns } from '../teams/team-mapper.ts';

/**
 * Bulk-creates teams in a season of the organisation (404 otherwise), in one transaction. Each row's
 * `division` is matched against the season's divisions by name, then by abbreviation, ignoring case; a row
 * naming none, or a name two divisions share, is an issue for that row. Any issue, including the unparsable
 * rows passed in, means 422 and nothing saved. New teams follow the existing ones. Returns the count.
 */
export async function createTeamRows(params: {
  db: Database | Transaction;
  organizationId: string;
  seasonId: string;
  rows: readonly TeamBulkRow[];
  issues?: readonly RowIssue[];
}): Promise<number> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, params);
    const divisionRows = await tx
      .select({ id: divisions.id, name: divisions.name, shortcode: divisions.shortcode })
      .from(divisions)
      .where(eq(divisions.seasonId, season.id));
    const byName = indexByName(divisionRows);
    const byCode = indexByName(divisionRows.map((d) => ({ id: d.id, name: d.shortcode })));
    const issues: RowIssue[] = [...(params.issues ?? [])];
    const divisionIds = params.rows.map((row, index) => {
      const names = byName.has(nameKey(row.division)) ? byName : byCode;
      const match = matchName(names, row.division, 'division');
      if ('id' in match) return match.id;
      issues.push({ index, line: row.line, field: 'division', message: match.message });
      return '';
    });
    throwRowIssues(issues);
    // Each division's teams under the plan's limit (docs/free-tier-limits.md), locked in id order.
    const plan = await readPlan(tx, season.organizationId);
    const adding = groupCounts(divisionIds, (id) => id);
    for (const divisionId of [...adding.keys()].sort()) {
      await requireRoomOnPlan(tx, plan, {
        organizationId: season.organizationId,
        resource: 'teams',
        scopeId: divisionId,
        adding: adding.get(divisionId),
        bulk: true,
      });
    }
    const [last] = await tx
      .select({ position: max(teams.position) })
      .from(teams)
      .where(eq(teams.seasonId, season.id));
    const firstPosition = (last?.position ?? -1) + 1;
    await insertInBatches(
      tx,
      teams,
      params.rows.map((row, i) => ({
        organizationId: season.organizationId,
        seasonId: season.id,
        ...teamColumns({ ...row, division_id: divisionIds[i] ?? '', se_id: null, se_mapping_code: null }),
        position: firstPosition + i,
      })),
    );
    return params.rows.length;
  });
}
