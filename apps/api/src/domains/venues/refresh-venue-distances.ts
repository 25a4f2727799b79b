import { venueDistance } from '@app/contracts';
import { type Transaction, venueDistances, venues } from '@app/db';
import { eq, inArray, or } from 'drizzle-orm';

// Keeps one INSERT well under PostgreSQL's 65,535 bind parameters (4 per row).
const INSERT_CHUNK = 5000;

/**
 * Recomputes the stored distances between the given venues and every venue of their season, both
 * directions, inside the caller's transaction: call it whenever venues are added or their coordinates change.
 * Pairs where either venue lacks coordinates get no row. Three statements plus one per 5,000 pairs.
 */
export async function refreshVenueDistances(
  tx: Transaction,
  params: { seasonId: string; venueIds: readonly string[] },
): Promise<void> {
  if (params.venueIds.length === 0) return;
  const changed = [...params.venueIds];
  await tx
    .delete(venueDistances)
    .where(or(inArray(venueDistances.fromVenueId, changed), inArray(venueDistances.toVenueId, changed)));
  const located = await tx
    .select({ id: venues.id, latitude: venues.latitude, longitude: venues.longitude })
    .from(venues)
    .where(eq(venues.seasonId, params.seasonId));
  const points = located.flatMap((v) =>
    v.latitude !== null && v.longitude !== null
      ? [{ id: v.id, latitude: v.latitude, longitude: v.longitude }]
      : [],
  );
  const changedSet = new Set(changed);
  const rows: (typeof venueDistances.$inferInsert)[] = [];
  for (const from of points) {
    if (!changedSet.has(from.id)) continue;
    for (const to of points) {
      if (to.id === from.id) continue;
      const distance = venueDistance(from, to);
      rows.push({ fromVenueId: from.id, toVenueId: to.id, ...distance });
      // The reverse pair is only added here when `to` is unchanged; a changed `to` adds it in its own turn.
      if (!changedSet.has(to.id)) rows.push({ fromVenueId: to.id, toVenueId: from.id, ...distance });
    }
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(venueDistances).values(rows.slice(i, i + INSERT_CHUNK));
  }
}
