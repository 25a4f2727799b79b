import type { VenueUpdate } from '@app/contracts';
import { type Database, surfaces, venues } from '@app/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { requireVenueDetails } from './find-venue.ts';
import type { VenueDetails } from './load-venue-details.ts';
import { refreshVenueDistances } from './refresh-venue-distances.ts';
import { surfaceColumns, venueColumns } from './venue-mapper.ts';

/**
 * Replaces a venue's fields and surfaces in one transaction. Listed surfaces with an id are updated (422
 * naming surfaces when an id is not this venue's), without one created; surfaces left out are deleted with
 * their timeslots (foreign keys cascade). When the coordinates change, the venue's distances are recomputed
 * in the same transaction. 404 for a venue that is not the organisation's.
 */
export async function updateVenue(params: {
  db: Database;
  organizationId: string;
  venueId: string;
  input: VenueUpdate;
}): Promise<VenueDetails> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const [venue] = await tx
      .select()
      .from(venues)
      .where(and(eq(venues.id, params.venueId), eq(venues.organizationId, params.organizationId)))
      .limit(1);
    if (!venue) throw notFound();
    const current = await tx.select({ id: surfaces.id }).from(surfaces).where(eq(surfaces.venueId, venue.id));
    const currentIds = new Set(current.map((s) => s.id));
    const keptIds = input.surfaces.flatMap((s) => (s.id ? [s.id] : []));
    if (keptIds.some((id) => !currentIds.has(id))) {
      throw unprocessable('surfaces', 'lists a surface that is not one of this venue’s');
    }
    await tx
      .delete(surfaces)
      .where(
        keptIds.length > 0
          ? and(eq(surfaces.venueId, venue.id), notInArray(surfaces.id, keptIds))
          : eq(surfaces.venueId, venue.id),
      );
    for (const [position, surface] of input.surfaces.entries()) {
      if (!surface.id) continue;
      await tx
        .update(surfaces)
        .set(surfaceColumns(surface, position))
        .where(and(eq(surfaces.id, surface.id), eq(surfaces.venueId, venue.id)));
    }
    const added = input.surfaces.flatMap((surface, position) =>
      surface.id
        ? []
        : [
            {
              organizationId: venue.organizationId,
              seasonId: venue.seasonId,
              venueId: venue.id,
              ...surfaceColumns(surface, position),
            },
          ],
    );
    if (added.length > 0) await tx.insert(surfaces).values(added);
    const columns = venueColumns(input);
    await tx.update(venues).set(columns).where(eq(venues.id, venue.id));
    const hasMoved = columns.latitude !== venue.latitude || columns.longitude !== venue.longitude;
    if (hasMoved) await refreshVenueDistances(tx, { seasonId: venue.seasonId, venueIds: [venue.id] });
    return requireVenueDetails(tx, params);
  });
}
