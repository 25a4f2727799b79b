import type { Instance, Team, Venue } from '../model/instance.ts';

/** Miles and minutes between two venues. */
export interface Leg {
  miles: number;
  minutes: number;
}

/** Looks up the leg between two venue ids; null when neither a row nor both venues' coordinates exist. */
export type DistanceLookup = (fromId: string, toId: string) => Leg | null;

const EARTH_RADIUS_MILES = 3958.8;
const MINUTES_PER_MILE = 2;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle miles (haversine, earth radius 3958.8 miles, Reading 8). */
export function greatCircleMiles(a: Venue, b: Venue): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distances per Reading 8: `distances` rows are symmetric and win; a missing pair falls back to
 * great-circle miles at 2 minutes a mile; a venue is 0 from itself.
 */
export function createDistanceLookup(instance: Instance): DistanceLookup {
  const rows = new Map<string, Leg>();
  for (const row of instance.distances) {
    const leg = { miles: row.miles, minutes: row.minutes };
    rows.set(`${row.from_id}|${row.to_id}`, leg);
    if (!rows.has(`${row.to_id}|${row.from_id}`)) rows.set(`${row.to_id}|${row.from_id}`, leg);
  }
  const venues = new Map(instance.venues.map((v) => [v.id as string, v]));
  return (fromId, toId) => {
    if (fromId === toId) return { miles: 0, minutes: 0 };
    const row = rows.get(`${fromId}|${toId}`);
    if (row) return row;
    const from = venues.get(fromId);
    const to = venues.get(toId);
    const miles = from && to ? greatCircleMiles(from, to) : null;
    return miles === null ? null : { miles, minutes: miles * MINUTES_PER_MILE };
  };
}

/** The leg from the team's nearest home venue (in miles) to a venue; null without home venues or data. */
export function legFromHome(lookup: DistanceLookup, team: Team, venueId: string): Leg | null {
  let best: Leg | null = null;
  for (const homeId of team.home_venue_ids) {
    const leg = lookup(homeId, venueId);
    if (leg && (best === null || leg.miles < best.miles)) best = leg;
  }
  return best;
}

/** Miles rounded for messages. */
export function formatMiles(miles: number): string {
  return miles.toFixed(1);
}
