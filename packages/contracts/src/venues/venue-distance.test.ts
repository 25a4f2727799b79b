import { describe, expect, it } from 'vitest';
import { greatCircleMiles, venueDistance } from './venue-distance.ts';

describe('venueDistance', () => {
  it('measures Chicago to New York as about 711 miles (1145 km)', () => {
    const d = venueDistance(
      { latitude: 41.8781, longitude: -87.6298 },
      { latitude: 40.7128, longitude: -74.006 },
    );
    expect(d.miles).toBeGreaterThan(705);
    expect(d.miles).toBeLessThan(716);
    expect(d.kilometers).toBeCloseTo(d.miles * 1.609344, 0);
  });

  it('is 0 for the same point and symmetric', () => {
    const a = { latitude: 35.68, longitude: 139.76 };
    const b = { latitude: 34.69, longitude: 135.5 };
    expect(venueDistance(a, a)).toEqual({ miles: 0, kilometers: 0 });
    expect(greatCircleMiles(a, b)).toBeCloseTo(greatCircleMiles(b, a), 9);
  });
});
