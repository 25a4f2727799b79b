import type { VenueRef } from '@app/contracts';
import { useQueries } from '@tanstack/react-query';
import { venueQuery } from '../../../queries/use-venue.ts';

/** A home venue and whether it has a valid address (coordinates), which travel limits need. */
export interface HomeVenueAddress {
  id: string;
  name: string;
  has_address: boolean;
}

/**
 * Whether each home venue has a valid address. The team page names its venues only, so each venue is
 * read once (a team has a handful); `venues` keeps its order.
 */
export function useHomeVenueAddresses(venues: readonly VenueRef[]) {
  const queries = useQueries({
    queries: venues.map((venue) => venueQuery(venue.id)),
  });
  const addresses: HomeVenueAddress[] = venues.flatMap((venue, index) => {
    const data = queries[index]?.data;
    return data ? [{ id: venue.id, name: data.name, has_address: data.has_address }] : [];
  });
  return {
    addresses,
    isPending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.isError)?.error ?? null,
  };
}
