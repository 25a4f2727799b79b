import type { Database, Transaction } from '@app/db';
import { notFound } from '../../http/http-error.ts';
import { loadOneVenueDetails, type VenueDetails } from './load-venue-details.ts';

/** A venue page's details; 404 when missing or another organisation's. */
export async function requireVenueDetails(
  db: Database | Transaction,
  params: { organizationId: string; venueId: string },
): Promise<VenueDetails> {
  const details = await loadOneVenueDetails(db, params);
  if (!details) throw notFound();
  return details;
}
