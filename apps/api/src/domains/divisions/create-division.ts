import { type DivisionCreate, defaultDivisionColor } from '@app/contracts';
import { type Database, divisions } from '@app/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';
import { divisionColumns } from './division-mapper.ts';
import { type DivisionDetails, loadDivision } from './load-division.ts';

/**
 * Adds a division to a season of the organisation (404 otherwise), last in position order. Without a colour
 * it takes the next palette colour. An across-division's two sources must be plain (non-across) divisions of
 * the same season (422 naming across_divisions); they are fixed from then on.
 */
export async function createDivision(params: {
  db: Database;
  organizationId: string;
  input: DivisionCreate;
}): Promise<DivisionDetails> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, { organizationId: params.organizationId, seasonId: input.season_id });
    await requireRoom(tx, {
      organizationId: params.organizationId,
      resource: 'divisions',
      scopeId: season.id,
    });
    const [existing] = await tx
      .select({ n: count() })
      .from(divisions)
      .where(eq(divisions.seasonId, season.id));
    const existingCount = existing?.n ?? 0;
    const [first, second] = input.across_divisions;
    if (input.is_across) {
      const sources = await tx
        .select({ id: divisions.id })
        .from(divisions)
        .where(
          and(
            inArray(divisions.id, input.across_divisions),
            eq(divisions.seasonId, season.id),
            eq(divisions.isAcross, false),
          ),
        );
      if (sources.length !== 2 || !first || !second) {
        throw unprocessable('across_divisions', 'must be two divisions of this season that are not across');
      }
    }
    const [division] = await tx
      .insert(divisions)
      .values({
        organizationId: params.organizationId,
        seasonId: season.id,
        ...divisionColumns({
          ...input,
          color: input.color ?? defaultDivisionColor(existingCount),
          across_divisions: input.is_across ? input.across_divisions : [],
        }),
        position: existingCount,
      })
      .returning({ id: divisions.id });
    if (!division) throw new Error('division insert returned nothing');
    return loadDivision(tx, { organizationId: params.organizationId, divisionId: division.id });
  });
}
