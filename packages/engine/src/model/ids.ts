/**
 * Branded ids: a team id cannot be passed where a slot id is expected. They are plain strings at run time,
 * so instance JSON is cast once at the parsing boundary and never again.
 */
export type Brand<T, B extends string> = T & { readonly __brand: B };

export type DivisionId = Brand<string, 'DivisionId'>;
export type TeamId = Brand<string, 'TeamId'>;
export type PersonId = Brand<string, 'PersonId'>;
export type VenueId = Brand<string, 'VenueId'>;
export type SurfaceId = Brand<string, 'SurfaceId'>;
export type TimeslotId = Brand<string, 'TimeslotId'>;
export type ScheduleId = Brand<string, 'ScheduleId'>;
export type GameId = Brand<string, 'GameId'>;
