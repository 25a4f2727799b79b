import { type Database, venues } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * Deletes a venue with its surfaces, their timeslots, its home-team links and its distances (foreign keys
 * cascade). 404 when missing or another organisation's.
 */
export async function deleteVenue(params: {
  db: Database;
  organizationId: string;
  venueId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(venues)
    .where(and(eq(venues.id, params.venueId), eq(venues.organizationId, params.organizationId)))
    .returning({ id: venues.id });
  if (deleted.length === 0) throw notFound();
}
