import { describe, expect, it } from 'vitest';
import { formatAddress, hasValidAddress, VenueAddressInputSchema, venueMapLink } from './venue-address.ts';

const address = VenueAddressInputSchema.parse({
  line_1: '3400 N Kedzie Ave',
  city: 'Chicago',
  state: 'IL',
  zip: '60618',
  country: 'US',
});

describe('venue address helpers', () => {
  it('format the lines that are present', () => {
    expect(formatAddress(address)).toBe('3400 N Kedzie Ave, Chicago, IL 60618, US');
    expect(formatAddress(VenueAddressInputSchema.parse({}))).toBe('');
  });

  it('call an address valid only with coordinates', () => {
    expect(hasValidAddress(address)).toBe(false);
    expect(hasValidAddress({ latitude: 41.94, longitude: -87.7 })).toBe(true);
  });

  it('link to the map at zoom 15, to a search, or to nothing', () => {
    expect(venueMapLink({ ...address, latitude: 41.94, longitude: -87.7 })).toBe(
      'https://www.openstreetmap.org/?mlat=41.94&mlon=-87.7#map=15/41.94/-87.7',
    );
    expect(venueMapLink(address)).toBe(
      'https://www.openstreetmap.org/search?query=3400%20N%20Kedzie%20Ave%2C%20Chicago%2C%20IL%2060618%2C%20US',
    );
    expect(venueMapLink(VenueAddressInputSchema.parse({}))).toBeNull();
  });
});
