export * from './geocoding.ts';
export * from './map-config.ts';
export * from './surfaces.ts';
export * from './venue-address.ts';
export * from './venue-dependents.ts';
export * from './venue-distance.ts';
export * from './venues.ts';
