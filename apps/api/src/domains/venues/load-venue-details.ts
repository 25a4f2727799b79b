import {
  type Database,
  type SurfaceRow,
  surfaces,
  type Transaction,
  teams,
  type VenueDistanceRow,
  type VenueRow,
  venueDistances,
  venues,
  venueTeams,
} from '@app/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readAll } from '../../lib/read-all.ts';

/** Everything the venue page shows about one venue, as rows; presentVenue shapes it. */
export interface VenueDetails {
  venue: VenueRow;
  surfaces: SurfaceRow[];
  homeTeams: { id: string; name: string }[];
  distances: { distance: VenueDistanceRow; toName: string }[];
}

/** Which venues: these ids, or every venue of a season; always within one organisation. */
export type VenueSelection = { organizationId: string } & (
  | { venueIds: readonly string[] }
  | { seasonId: string }
);

const toVenue = alias(venues, 'to_venue');

/**
 * Venues with surfaces, home teams and distances to the season's other venues in four queries however many
 * venues are asked for, in position order; distances nearest first.
 */
export async function loadVenueDetails(
  db: Database | Transaction,
  selection: VenueSelection,
): Promise<VenueDetails[]> {
  if ('venueIds' in selection && selection.venueIds.length === 0) return [];
  const scope: SQL | undefined =
    'venueIds' in selection
      ? and(eq(venues.organizationId, selection.organizationId), inArray(venues.id, [...selection.venueIds]))
      : and(eq(venues.organizationId, selection.organizationId), eq(venues.seasonId, selection.seasonId));
  const [venueRows, surfaceRows, teamRows, distanceRows] = await readAll(db, [
    db
      .select()
      .from(venues)
      .where(scope)
      .orderBy(asc(venues.position), asc(venues.createdAt), asc(venues.id)),
    db
      .select({ surface: surfaces })
      .from(surfaces)
      .innerJoin(venues, eq(venues.id, surfaces.venueId))
      .where(scope)
      .orderBy(asc(surfaces.position), asc(surfaces.id)),
    db
      .select({ venueId: venueTeams.venueId, team: { id: teams.id, name: teams.name } })
      .from(venueTeams)
      .innerJoin(venues, eq(venues.id, venueTeams.venueId))
      .innerJoin(teams, eq(teams.id, venueTeams.teamId))
      .where(scope)
      .orderBy(asc(teams.name), asc(teams.id)),
    db
      .select({ distance: venueDistances, toName: toVenue.name })
      .from(venueDistances)
      .innerJoin(venues, eq(venues.id, venueDistances.fromVenueId))
      .innerJoin(toVenue, eq(toVenue.id, venueDistances.toVenueId))
      .where(scope)
      .orderBy(asc(venueDistances.miles), asc(toVenue.name)),
  ]);
  const details = new Map<string, VenueDetails>(
    venueRows.map((venue) => [venue.id, { venue, surfaces: [], homeTeams: [], distances: [] }]),
  );
  for (const { surface } of surfaceRows) details.get(surface.venueId)?.surfaces.push(surface);
  for (const row of teamRows) details.get(row.venueId)?.homeTeams.push(row.team);
  for (const row of distanceRows) details.get(row.distance.fromVenueId)?.distances.push(row);
  return [...details.values()];
}

/** One venue's details; undefined when it is not a venue of the organisation. */
export async function loadOneVenueDetails(
  db: Database | Transaction,
  params: { organizationId: string; venueId: string },
): Promise<VenueDetails | undefined> {
  const [details] = await loadVenueDetails(db, {
    organizationId: params.organizationId,
    venueIds: [params.venueId],
  });
  return details;
}
