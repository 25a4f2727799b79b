import type { Instance } from './instance.ts';

/** Venue-to-venue miles and minutes, dense, indexed `from * venueCount + to`; symmetric, 0 on the diagonal. */
export interface DistanceTable {
  venueCount: number;
  miles: Float64Array;
  minutes: Float64Array;
}

const EARTH_RADIUS_MILES = 3958.8;
const MINUTES_PER_MILE = 2;

function greatCircleMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Reading 8: `distances` rows are symmetric and win; a missing pair is great-circle miles (radius 3958.8) and
 * 2 minutes a mile; a venue without coordinates is treated as infinitely far, so travel limits never
 * silently pass on unknown geography.
 */
export function buildDistanceTable(instance: Instance, venueIndex: Map<string, number>): DistanceTable {
  const n = instance.venues.length;
  const miles = new Float64Array(n * n);
  const minutes = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    const va = instance.venues[a]!;
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const vb = instance.venues[b]!;
      let m = Number.POSITIVE_INFINITY;
      if (va.latitude !== null && va.longitude !== null && vb.latitude !== null && vb.longitude !== null) {
        m = greatCircleMiles(va.latitude, va.longitude, vb.latitude, vb.longitude);
      }
      miles[a * n + b] = m;
      minutes[a * n + b] = m * MINUTES_PER_MILE;
    }
  }
  for (const row of instance.distances) {
    const a = venueIndex.get(row.from_id);
    const b = venueIndex.get(row.to_id);
    if (a === undefined || b === undefined || a === b) continue;
    miles[a * n + b] = row.miles;
    miles[b * n + a] = row.miles;
    minutes[a * n + b] = row.minutes;
    minutes[b * n + a] = row.minutes;
  }
  return { venueCount: n, miles, minutes };
}
