import { formatAddress, hasValidAddress, type Venue, venueMapLink } from '@app/contracts';
import type { VenueDetails } from './load-venue-details.ts';
import { surfaceRecord, venueRecord } from './venue-mapper.ts';

/**
 * The venue page from {@link VenueDetails}: pure, so a season's venues present without further queries.
 * has_address means coordinates (see hasValidAddress); distances run from this venue to the season's others.
 */
export function presentVenue({ venue, surfaces, homeTeams, distances }: VenueDetails): Venue {
  const { address, ...fields } = venueRecord(venue);
  return {
    ...fields,
    season_id: venue.seasonId,
    has_address: hasValidAddress(address),
    address: { ...address, formatted: formatAddress(address), link: venueMapLink(address) },
    surfaces: surfaces.map((row) => {
      const { venue_id: _venue, ...surface } = surfaceRecord(row);
      return surface;
    }),
    home_teams: homeTeams,
    distances: distances.map(({ distance, toName }) => ({
      from_id: distance.fromVenueId,
      to_id: distance.toVenueId,
      from: venue.name,
      to: toName,
      miles: distance.miles,
      kilometers: distance.kilometers,
    })),
  };
}
