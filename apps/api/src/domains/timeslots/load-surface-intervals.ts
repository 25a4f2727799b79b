import { type Database, type Transaction, timeslots } from '@app/db';
import { inArray } from 'drizzle-orm';

/** A stored slot's booking of its surface, in epoch ms. */
export interface StoredInterval {
  id: string;
  surfaceId: string;
  start: number;
  finish: number;
}

/**
 * Every stored slot on the given surfaces, for overlap checks. Surfaces belong to one season, so this is at
 * most a season's slots per surface; nothing is sent for an empty list.
 */
export async function loadSurfaceIntervals(
  db: Database | Transaction,
  surfaceIds: Iterable<string>,
): Promise<StoredInterval[]> {
  const ids = [...new Set(surfaceIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: timeslots.id,
      surfaceId: timeslots.surfaceId,
      start: timeslots.start,
      finish: timeslots.finish,
    })
    .from(timeslots)
    .where(inArray(timeslots.surfaceId, ids));
  return rows.map((r) => ({
    id: r.id,
    surfaceId: r.surfaceId,
    start: r.start.getTime(),
    finish: r.finish.getTime(),
  }));
}
