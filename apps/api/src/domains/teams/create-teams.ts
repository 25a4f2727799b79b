import type { TeamCreate } from '@app/contracts';
import { type Database, divisions, teams } from '@app/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { groupCounts, readPlan, requireRoomOnPlan } from '../free-tier/plan-limits.ts';
import { loadTeamDetails, type TeamDetails } from './load-team-details.ts';
import { teamColumns } from './team-mapper.ts';

/**
 * Creates the named rows of the multi-row team form in one transaction (all or nothing). Each team joins its
 * division's season, after the division's existing teams; a division that is not the organisation's is a 422
 * naming division_id. Answers the new teams in the order sent.
 */
export async function createTeams(params: {
  db: Database;
  organizationId: string;
  input: TeamCreate;
}): Promise<TeamDetails[]> {
  const rows = params.input.teams;
  const divisionIds = [...new Set(rows.map((r) => r.division_id))];
  return params.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: divisions.id, seasonId: divisions.seasonId })
      .from(divisions)
      .where(and(inArray(divisions.id, divisionIds), eq(divisions.organizationId, params.organizationId)));
    const seasonOf = new Map(found.map((d) => [d.id, d.seasonId]));
    if (seasonOf.size !== divisionIds.length) {
      throw unprocessable('division_id', 'is not a division of this organization');
    }
    // Each division's teams under the plan's limit (docs/free-tier-limits.md), locked in id order.
    const plan = await readPlan(tx, params.organizationId);
    const adding = groupCounts(rows, (row) => row.division_id);
    for (const divisionId of [...adding.keys()].sort()) {
      await requireRoomOnPlan(tx, plan, {
        organizationId: params.organizationId,
        resource: 'teams',
        scopeId: divisionId,
        adding: adding.get(divisionId),
        bulk: rows.length > 1,
      });
    }
    const counts = await tx
      .select({ divisionId: teams.divisionId, n: count() })
      .from(teams)
      .where(inArray(teams.divisionId, divisionIds))
      .groupBy(teams.divisionId);
    const next = new Map(counts.map((c) => [c.divisionId, c.n]));
    const values = rows.map((row) => {
      const position = next.get(row.division_id) ?? 0;
      next.set(row.division_id, position + 1);
      return {
        organizationId: params.organizationId,
        seasonId: seasonOf.get(row.division_id) ?? '',
        ...teamColumns(row),
        position,
      };
    });
    const inserted = await tx.insert(teams).values(values).returning({ id: teams.id });
    const details = await loadTeamDetails(tx, {
      organizationId: params.organizationId,
      teamIds: inserted.map((t) => t.id),
    });
    const byId = new Map(details.map((d) => [d.team.id, d]));
    return inserted.flatMap((t) => byId.get(t.id) ?? []);
  });
}
