import { randomUUID } from 'node:crypto';
import type { VenueCreate } from '@app/contracts';
import { type Database, surfaces, venues } from '@app/db';
import { count, eq } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';
import { loadVenueDetails, type VenueDetails } from './load-venue-details.ts';
import { refreshVenueDistances } from './refresh-venue-distances.ts';
import { surfaceColumns, venueColumns } from './venue-mapper.ts';

/**
 * Creates the named rows of the multi-row venue form with their surfaces, and their distances to the
 * season's venues, in one transaction (all or nothing). 404 for a season that is not the organisation's.
 * Answers the new venues in the order sent.
 */
export async function createVenues(params: {
  db: Database;
  organizationId: string;
  input: VenueCreate;
}): Promise<VenueDetails[]> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, {
      organizationId: params.organizationId,
      seasonId: params.input.season_id,
    });
    await requireRoom(tx, {
      organizationId: params.organizationId,
      resource: 'venues',
      scopeId: season.id,
      adding: params.input.venues.length,
      bulk: params.input.venues.length > 1,
    });
    const [existing] = await tx.select({ n: count() }).from(venues).where(eq(venues.seasonId, season.id));
    const start = existing?.n ?? 0;
    const rows = params.input.venues;
    // Ids are made here so that any number of rows goes in batches under PostgreSQL's parameter limit.
    const venueIds = rows.map(() => randomUUID());
    await insertInBatches(
      tx,
      venues,
      rows.map((row, i) => ({
        id: venueIds[i],
        organizationId: params.organizationId,
        seasonId: season.id,
        position: start + i,
        ...venueColumns(row),
      })),
    );
    const surfaceValues = rows.flatMap((row, i) =>
      row.surfaces.map((surface, position) => ({
        organizationId: params.organizationId,
        seasonId: season.id,
        venueId: venueIds[i] as string,
        ...surfaceColumns(surface, position),
      })),
    );
    await insertInBatches(tx, surfaces, surfaceValues);
    await refreshVenueDistances(tx, { seasonId: season.id, venueIds });
    const details = await loadVenueDetails(tx, { organizationId: params.organizationId, venueIds });
    const byId = new Map(details.map((d) => [d.venue.id, d]));
    return venueIds.flatMap((id) => byId.get(id) ?? []);
  });
}
