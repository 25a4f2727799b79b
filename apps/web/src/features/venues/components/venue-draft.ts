import type { Venue, VenueCreateRowInput } from '@app/contracts';

/** One surface row of the venue form; `id` is set for a saved surface (deleting it asks first). */
export interface SurfaceRow {
  key: number;
  id?: string;
  name: string;
  shortcode: string;
  longcode: string;
  /** -3 lowest .. 3 highest: the scheduler fills higher-priority surfaces of a venue first. */
  priority: number;
  notes: string;
}

/** A surface added in the form: blank codes and notes, priority 0 (the schema's default). */
export function newSurfaceRow(name: string): SurfaceRow {
  return { key: nextRowKey(), name, shortcode: '', longcode: '', priority: 0, notes: '' };
}

/** One venue of the form, flat for the inputs; coordinates are null until looked up, typed or clicked. */
export interface VenueRow {
  key: number;
  name: string;
  line_1: string;
  line_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  phone_primary: string;
  phone_secondary: string;
  email_primary: string;
  email_secondary: string;
  priority: number;
  notes: string;
  shortcode: string;
  longcode: string;
  /** '#RRGGBB', or '' for none. */
  color: string;
  /** No team plays at home here (docs/venues.md, "Neutral venues"). */
  is_neutral: boolean;
  /** Every game here is neutral, even for the teams whose home venue it is. */
  force_neutral: boolean;
  surfaces: SurfaceRow[];
}

let sequence = 0;

/** A fresh React key for a row or surface added while the form is open. */
export function nextRowKey(): number {
  sequence += 1;
  return sequence;
}

/** A new venue row with two surfaces, named by the caller ("Field 1", "Field 2" in the user's language). */
export function newVenueRow(surfaceName: (n: number) => string): VenueRow {
  return {
    key: nextRowKey(),
    name: '',
    line_1: '',
    line_2: '',
    city: '',
    state: '',
    zip: '',
    country: '',
    latitude: null,
    longitude: null,
    phone_primary: '',
    phone_secondary: '',
    email_primary: '',
    email_secondary: '',
    priority: 0,
    notes: '',
    shortcode: '',
    longcode: '',
    color: '',
    is_neutral: false,
    force_neutral: false,
    surfaces: [1, 2].map((n) => newSurfaceRow(surfaceName(n))),
  };
}

/** A saved venue as a form row, keeping surface ids so the update keeps (not recreates) them. */
export function venueToRow(venue: Venue): VenueRow {
  const a = venue.address;
  return {
    key: nextRowKey(),
    name: venue.name,
    line_1: a.line_1 ?? '',
    line_2: a.line_2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    country: a.country ?? '',
    latitude: a.latitude,
    longitude: a.longitude,
    phone_primary: a.phone_primary ?? '',
    phone_secondary: a.phone_secondary ?? '',
    email_primary: a.email_primary ?? '',
    email_secondary: a.email_secondary ?? '',
    priority: venue.priority,
    notes: venue.notes ?? '',
    shortcode: venue.shortcode ?? '',
    longcode: venue.longcode ?? '',
    color: venue.color ?? '',
    is_neutral: venue.is_neutral,
    force_neutral: venue.force_neutral,
    surfaces: venue.surfaces.map((s) => ({
      key: nextRowKey(),
      id: s.id,
      name: s.name,
      shortcode: s.shortcode ?? '',
      longcode: s.longcode ?? '',
      priority: s.priority,
      notes: s.notes ?? '',
    })),
  };
}

/**
 * A form row in the API's shape (VenueCreateRowInput, which the update schema shares). The form shows every
 * editable field, so the row alone is the whole record: a PATCH clears what it does not receive.
 */
export function rowToInput(row: VenueRow): VenueCreateRowInput {
  return {
    name: row.name,
    shortcode: row.shortcode,
    longcode: row.longcode,
    notes: row.notes,
    priority: row.priority,
    is_neutral: row.is_neutral,
    force_neutral: row.force_neutral,
    color: row.color === '' ? null : row.color,
    address: {
      line_1: row.line_1,
      line_2: row.line_2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      phone_primary: row.phone_primary,
      phone_secondary: row.phone_secondary,
      email_primary: row.email_primary,
      email_secondary: row.email_secondary,
    },
    surfaces: row.surfaces.map((s) => ({
      ...(s.id === undefined ? {} : { id: s.id }),
      name: s.name,
      shortcode: s.shortcode,
      longcode: s.longcode,
      notes: s.notes,
      priority: s.priority,
    })),
  };
}

/** True when the row has at least one surface with a name (docs/venues.md), as the shared schema checks. */
export function hasNamedSurface(row: Pick<VenueRow, 'surfaces'>): boolean {
  return row.surfaces.some((s) => s.name.trim() !== '');
}

/** Why a saved surface may not be blanked (the shared schema would drop it, deleting its games unasked). */
export const SAVED_SURFACE_BLANK = 'is a saved surface: name it, or delete it';

/**
 * Errors for saved surfaces whose name was cleared. The shared schema drops blank-named surfaces and the
 * server then deletes them with their timeslots and games, so a saved surface goes only through its
 * delete button, which asks first.
 */
export function blankSavedSurfaceErrors(row: Pick<VenueRow, 'surfaces'>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  row.surfaces.forEach((surface, index) => {
    if (surface.id !== undefined && surface.name.trim() === '') {
      out[`surfaces.${index}.name`] = [SAVED_SURFACE_BLANK];
    }
  });
  return out;
}

/**
 * Zod/server error paths for one row ("venues.2.address.city" with prefix "venues.2.") as the row's own
 * paths ("address.city"), first message each.
 */
export function errorsForRow(errors: Record<string, string[]>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (path.startsWith(prefix) && first !== undefined) out[path.slice(prefix.length)] = first;
  }
  return out;
}
