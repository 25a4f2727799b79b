import { type Database, type Transaction, teams } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';

/**
 * Every id names a team of the season (and so of the organisation): 422 naming `field` otherwise, so a
 * conference or an adjustment never reaches into another season (docs/standings.md).
 */
export async function requireSeasonTeams(
  db: Database | Transaction,
  params: { organizationId: string; seasonId: string; teamIds: readonly string[]; field: string },
): Promise<void> {
  const wanted = [...new Set(params.teamIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        inArray(teams.id, wanted),
        eq(teams.seasonId, params.seasonId),
        eq(teams.organizationId, params.organizationId),
      ),
    );
  if (found.length === wanted.length) return;
  const known = new Set(found.map((team) => team.id));
  const missing = wanted.filter((id) => !known.has(id));
  throw unprocessable(
    params.field,
    missing.length === 1
      ? `${missing[0]} is not a team of this season`
      : `${missing.join(', ')} are not teams of this season`,
  );
}
