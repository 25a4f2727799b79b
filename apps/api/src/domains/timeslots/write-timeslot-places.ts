import { type Transaction, timeslots } from '@app/db';
import { sql } from 'drizzle-orm';

/** A slot's new surface (with its venue) and times. */
export interface TimeslotPlace {
  id: string;
  venueId: string;
  surfaceId: string;
  start: Date;
  finish: Date;
}

// Five parameters a row; a thousand rows a statement stays far below PostgreSQL's 65,535-parameter limit.
const ROWS_PER_STATEMENT = 1000;

/**
 * Writes new places for many slots with one `UPDATE ... FROM (VALUES ...)` per thousand slots rather than
 * one statement each: shifting a season's 3,000 slots is three round trips. No overlap checks: callers
 * decide which moves are allowed (see moveTimeslots).
 */
export async function writeTimeslotPlaces(tx: Transaction, places: readonly TimeslotPlace[]): Promise<void> {
  for (let from = 0; from < places.length; from += ROWS_PER_STATEMENT) {
    const rows = places
      .slice(from, from + ROWS_PER_STATEMENT)
      .map(
        (p) =>
          sql`(${p.id}::uuid, ${p.venueId}::uuid, ${p.surfaceId}::uuid, ${p.start.toISOString()}::timestamptz, ${p.finish.toISOString()}::timestamptz)`,
      );
    await tx.execute(sql`
      update ${timeslots}
      set venue_id = v.venue_id, surface_id = v.surface_id, start = v.start, finish = v.finish
      from (values ${sql.join(rows, sql`, `)}) as v(id, venue_id, surface_id, start, finish)
      where ${timeslots.id} = v.id`);
  }
}
