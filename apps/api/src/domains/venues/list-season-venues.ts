import type { PageQuery, SeasonVenuesPage } from '@app/contracts';
import { type Database, surfaces, venues } from '@app/db';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { groupBy } from '../../lib/group-by.ts';
import { pageInfo, pageOffset } from '../../lib/page.ts';
import { findSeason } from '../seasons/find-season.ts';

/**
 * One page of a season's venues by position (404 for another organisation's season), each with its surfaces
 * by position, as the season answer lists them; `q` matches the venue name. Three queries whatever the
 * season's size (docs/venues.md).
 */
export async function listSeasonVenues(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  query: PageQuery;
}): Promise<SeasonVenuesPage> {
  const { db, query } = params;
  const season = await findSeason(db, params);
  const conditions: SQL[] = [
    eq(venues.seasonId, season.id),
    eq(venues.organizationId, season.organizationId),
  ];
  if (query.q) conditions.push(ilike(venues.name, containsPattern(query.q)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(where)
      .orderBy(asc(venues.position), asc(venues.createdAt), asc(venues.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(venues).where(where),
  ]);
  const surfaceRows =
    rows.length === 0
      ? []
      : await db
          .select({ id: surfaces.id, name: surfaces.name, venueId: surfaces.venueId })
          .from(surfaces)
          .where(
            inArray(
              surfaces.venueId,
              rows.map((v) => v.id),
            ),
          )
          .orderBy(asc(surfaces.position), asc(surfaces.id));
  const byVenue = groupBy(surfaceRows, (s) => s.venueId);
  return {
    ...pageInfo(query, total?.n ?? 0),
    venues: rows.map((v) => ({
      id: v.id,
      name: v.name,
      surfaces: (byVenue.get(v.id) ?? []).map(({ id, name }) => ({ id, name })),
    })),
  };
}
