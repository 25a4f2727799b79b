import { formatAddress, hasValidAddress, type Venue, venueMapLink } from '@app/contracts';
import type { VenueDetails } from './load-venue-details.ts';

/**
 * The venue page from {@link VenueDetails}: pure, so a season's venues present without further queries.
 * has_address means coordinates (see hasValidAddress); distances run from this venue to the season's others.
 */
export function presentVenue({ venue, surfaces, homeTeams, distances }: VenueDetails): Venue {
  const lines = {
    line_1: venue.line1,
    line_2: venue.line2,
    city: venue.city,
    state: venue.state,
    zip: venue.zip,
    country: venue.country,
    latitude: venue.latitude,
    longitude: venue.longitude,
  };
  return {
    id: venue.id,
    season_id: venue.seasonId,
    name: venue.name,
    shortcode: venue.shortcode,
    longcode: venue.longcode,
    notes: venue.notes,
    priority: venue.priority,
    is_neutral: venue.isNeutral,
    force_neutral: venue.forceNeutral,
    color: venue.color,
    has_address: hasValidAddress(lines),
    address: {
      formatted: formatAddress(lines),
      ...lines,
      link: venueMapLink(lines),
      phone_primary: venue.phonePrimary,
      phone_secondary: venue.phoneSecondary,
      email_primary: venue.emailPrimary,
      email_secondary: venue.emailSecondary,
    },
    surfaces: surfaces.map((s) => ({
      id: s.id,
      name: s.name,
      shortcode: s.shortcode,
      longcode: s.longcode,
      notes: s.notes,
      priority: s.priority,
    })),
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
