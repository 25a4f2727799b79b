import type {
  SurfaceDraft,
  SurfaceRecord,
  VenueAddressValues,
  VenueRecord,
  VenueUpdate,
} from '@app/contracts';
import type { SurfaceRow, surfaces, VenueRow, venues } from '@app/db';
import type * as Engine from '@app/engine';

/** A venue's fields as the form and the league snapshot name them (docs/venues.md), surfaces apart. */
type VenueInput = Omit<VenueUpdate, 'surfaces'>;
type AddressColumns = Pick<
  typeof venues.$inferInsert,
  | 'line1'
  | 'line2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phonePrimary'
  | 'phoneSecondary'
  | 'emailPrimary'
  | 'emailSecondary'
>;

/**
 * The address columns. A field left out (a CSV row carries no phone) stays undefined, so an insert gives that
 * column its default.
 */
export function addressColumns(address: Partial<VenueAddressValues>): AddressColumns {
  return {
    line1: address.line_1,
    line2: address.line_2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    latitude: address.latitude,
    longitude: address.longitude,
    phonePrimary: address.phone_primary,
    phoneSecondary: address.phone_secondary,
    emailPrimary: address.email_primary,
    emailSecondary: address.email_secondary,
  };
}

/** The editable columns of a venue from the form's values or a snapshot record (create, update, import). */
export function venueColumns(
  input: VenueInput,
): Omit<typeof venues.$inferInsert, 'id' | 'organizationId' | 'seasonId' | 'position' | 'createdAt'> {
  return {
    name: input.name,
    shortcode: input.shortcode,
    longcode: input.longcode,
    notes: input.notes,
    priority: input.priority,
    isNeutral: input.is_neutral,
    forceNeutral: input.force_neutral,
    color: input.color,
    ...addressColumns(input.address),
  };
}

/** A stored address in the contract's terms: the inverse of addressColumns. */
export function addressValues(row: VenueRow): VenueAddressValues {
  return {
    line_1: row.line1,
    line_2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phone_primary: row.phonePrimary,
    phone_secondary: row.phoneSecondary,
    email_primary: row.emailPrimary,
    email_secondary: row.emailSecondary,
  };
}

/** A stored venue as the league snapshot holds it; the venue page adds what it derives. */
export function venueRecord(row: VenueRow): VenueRecord {
  return {
    id: row.id,
    name: row.name,
    shortcode: row.shortcode,
    longcode: row.longcode,
    notes: row.notes,
    priority: row.priority,
    is_neutral: row.isNeutral,
    force_neutral: row.forceNeutral,
    color: row.color,
    address: addressValues(row),
  };
}

/** The editable columns of a surface; its position is its place in the form's list. */
export function surfaceColumns(
  surface: Omit<SurfaceDraft, 'id'>,
  position: number,
): Pick<typeof surfaces.$inferInsert, 'name' | 'shortcode' | 'longcode' | 'notes' | 'priority' | 'position'> {
  return {
    name: surface.name,
    shortcode: surface.shortcode,
    longcode: surface.longcode,
    notes: surface.notes,
    priority: surface.priority,
    position,
  };
}

/** A stored surface as the league snapshot holds it: its venue and its editable fields. */
export function surfaceRecord(row: SurfaceRow): SurfaceRecord {
  return {
    id: row.id,
    venue_id: row.venueId,
    name: row.name,
    shortcode: row.shortcode,
    longcode: row.longcode,
    notes: row.notes,
    priority: row.priority,
  };
}

/**
 * The engine's venue with its surfaces (in the order given): coordinates and priorities are what it weighs,
 * and the neutral flags free a game placed here from the home-venue rule (docs/venues.md, "Neutral venues").
 */
export function toEngineVenue(row: VenueRow, surfaceRows: readonly SurfaceRow[]): Engine.Venue {
  return {
    id: row.id as Engine.VenueId,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    priority: row.priority,
    is_neutral: row.isNeutral,
    force_neutral: row.forceNeutral,
    surfaces: surfaceRows.map((s) => ({ id: s.id as Engine.SurfaceId, name: s.name, priority: s.priority })),
  };
}
