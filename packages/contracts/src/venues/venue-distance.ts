/** The engine's earth radius (docs/engine-contract.md), so product and engine distances agree. */
export const EARTH_RADIUS_MILES = 3958.8;
export const KILOMETERS_PER_MILE = 1.609344;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) miles between two points, unrounded; 0 for the same point. */
export function greatCircleMiles(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance the venue page shows and the server stores (refreshed when a venue moves): miles and
 * kilometres, each rounded to one decimal from the same unrounded value.
 */
export function venueDistance(a: Coordinates, b: Coordinates): { miles: number; kilometers: number } {
  const miles = greatCircleMiles(a, b);
  return {
    miles: Math.round(miles * 10) / 10,
    kilometers: Math.round(miles * KILOMETERS_PER_MILE * 10) / 10,
  };
}
