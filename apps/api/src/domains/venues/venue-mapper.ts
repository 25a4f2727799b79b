import type { SurfaceDraft, VenueUpdate } from '@app/contracts';
import type { surfaces, venues } from '@app/db';

type VenueInput = Omit<VenueUpdate, 'surfaces'>;

/** The editable columns of a venue from the form's values (create and update share them). */
export function venueColumns(
  input: VenueInput,
): Omit<typeof venues.$inferInsert, 'id' | 'organizationId' | 'seasonId' | 'position' | 'createdAt'> {
  const { address } = input;
  return {
    name: input.name,
    shortcode: input.shortcode,
    longcode: input.longcode,
    notes: input.notes,
    priority: input.priority,
    isNeutral: input.is_neutral,
    forceNeutral: input.force_neutral,
    color: input.color,
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

/** The editable columns of a surface; its position is its place in the form's list. */
export function surfaceColumns(
  surface: SurfaceDraft,
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
