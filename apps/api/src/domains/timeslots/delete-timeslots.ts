import { type Database, timeslots } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { lockSeasons } from '../../lib/lock-season.ts';
import { findSeason } from '../seasons/find-season.ts';
import { lockTimeslots } from './find-timeslots.ts';

/**
 * Deletes slots of the organisation in one transaction and answers how many: the listed ones (all must be
 * the organisation's, of `seasonId` when given, else 404 and nothing deleted), or with no list every slot
 * of the season. Division links go with them (foreign keys cascade).
 */
export async function deleteTimeslots(
  params: { db: Database; organizationId: string } & (
    | { ids: readonly string[]; seasonId?: string }
    | { ids?: undefined; seasonId: string }
  ),
): Promise<number> {
  return params.db.transaction(async (tx) => {
    if (params.ids === undefined) {
      const season = await findSeason(tx, {
        organizationId: params.organizationId,
        seasonId: params.seasonId,
      });
      await lockSeasons(tx, [season.id]);
      const deleted = await tx
        .delete(timeslots)
        .where(eq(timeslots.seasonId, season.id))
        .returning({ id: timeslots.id });
      return deleted.length;
    }
    if (params.seasonId !== undefined) {
      await findSeason(tx, { organizationId: params.organizationId, seasonId: params.seasonId });
    }
    const slots = await lockTimeslots(tx, {
      organizationId: params.organizationId,
      ids: params.ids,
      seasonId: params.seasonId,
    });
    const deleted = await tx
      .delete(timeslots)
      .where(
        and(
          inArray(
            timeslots.id,
            slots.map((s) => s.id),
          ),
          eq(timeslots.organizationId, params.organizationId),
        ),
      )
      .returning({ id: timeslots.id });
    return deleted.length;
  });
}
