import type { VenueDependents } from '@app/contracts';
import { type Database, games, surfaces, timeslots, venues, venueTeams } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * What deleting a venue takes with it, counted in one query so the confirmation can name it first: its
 * surfaces and their timeslots are deleted (cascade), the games placed in those slots lose their slot and
 * stay unscheduled (`set null`), its home-team links go. 404 when missing or another organisation's.
 */
export async function countVenueDependents(
  db: Database,
  params: { organizationId: string; venueId: string },
): Promise<VenueDependents> {
  // Drizzle writes a one-table query's columns without their table name, so each subquery reads one table
  // and takes the id as a parameter. Slots are found through the surfaces, whose index leads the slots'
  // (surface, start) index.
  const id = params.venueId;
  const surfaceIds = sql`(select ${surfaces.id} from ${surfaces} where ${surfaces.venueId} = ${id})`;
  const [row] = await db
    .select({
      surfaces: sql<number>`(select count(*)::int from ${surfaces} where ${surfaces.venueId} = ${id})`,
      timeslots: sql<number>`(select count(*)::int from ${timeslots} where ${timeslots.surfaceId} in ${surfaceIds})`,
      games: sql<number>`(select count(*)::int from ${games} where ${games.timeslotId} in (select ${timeslots.id} from ${timeslots} where ${timeslots.surfaceId} in ${surfaceIds}))`,
      home_teams: sql<number>`(select count(*)::int from ${venueTeams} where ${venueTeams.venueId} = ${id})`,
    })
    .from(venues)
    .where(and(eq(venues.id, params.venueId), eq(venues.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
