import { z } from 'zod';
import { optionalEmailField, optionalPhoneField, optionalTextField } from '../common/fields.ts';

/** A latitude (limit 90) or longitude (limit 180) in degrees; missing means none (null). */
export function coordinateField(limit: number) {
  return z
    .number({ error: 'must be a number' })
    .min(-limit, `must be between -${limit} and ${limit}`)
    .max(limit, `must be between -${limit} and ${limit}`)
    .nullish()
    .transform((v) => v ?? null);
}

/** The address text fields and their limits, as the venue form, the league document and the CSV file take them. */
export const ADDRESS_LINE_FIELDS = {
  line_1: optionalTextField(200),
  line_2: optionalTextField(200),
  city: optionalTextField(100),
  state: optionalTextField(100),
  zip: optionalTextField(20),
  country: optionalTextField(100),
};

/** Latitude and longitude come together: one without the other places the venue nowhere. */
export function refineCoordinates(
  a: { latitude: number | null; longitude: number | null },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (a.latitude === null && a.longitude !== null) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'is required with a longitude' });
  }
  if (a.longitude === null && a.latitude !== null) {
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'is required with a latitude' });
  }
}

/**
 * A venue's address as typed or filled by the geocoder. Every field is optional, but latitude and
 * longitude come together (refineCoordinates).
 */
export const VenueAddressInputSchema = z
  .object({
    ...ADDRESS_LINE_FIELDS,
    latitude: coordinateField(90).describe('Degrees north, -90..90'),
    longitude: coordinateField(180).describe('Degrees east, -180..180'),
    phone_primary: optionalPhoneField(),
    phone_secondary: optionalPhoneField(),
    email_primary: optionalEmailField(),
    email_secondary: optionalEmailField(),
  })
  .superRefine(refineCoordinates);
export type VenueAddressInput = z.input<typeof VenueAddressInputSchema>;
export type VenueAddressValues = z.output<typeof VenueAddressInputSchema>;

/** The stored address with the derived `formatted` text and map `link`. */
export const VenueAddressSchema = z.object({
  formatted: z.string().describe('Address lines joined for display; empty when there is none'),
  line_1: z.string().nullable(),
  line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  link: z.string().nullable().describe('Map link; null when there is neither an address nor coordinates'),
  phone_primary: z.string().nullable(),
  phone_secondary: z.string().nullable(),
  email_primary: z.string().nullable(),
  email_secondary: z.string().nullable(),
});
export type VenueAddress = z.infer<typeof VenueAddressSchema>;

type AddressLines = Pick<VenueAddressValues, 'line_1' | 'line_2' | 'city' | 'state' | 'zip' | 'country'>;

/** One line of display text: "line_1, line_2, city, state zip, country", skipping empty parts. */
export function formatAddress(a: AddressLines): string {
  const stateZip = [a.state, a.zip].filter((p) => p).join(' ');
  return [a.line_1, a.line_2, a.city, stateZip, a.country].filter((p) => p).join(', ');
}

/**
 * A venue has a valid address when it has coordinates: distances, travel constraints and the map all need
 * them, and the street text alone cannot give them without a geocoder.
 */
export function hasValidAddress(a: Pick<VenueAddressValues, 'latitude' | 'longitude'>): boolean {
  return a.latitude !== null && a.longitude !== null;
}

/** An OpenStreetMap link at zoom 15 on the coordinates, else a search for the address text, else null. */
export function venueMapLink(
  a: AddressLines & Pick<VenueAddressValues, 'latitude' | 'longitude'>,
): string | null {
  if (a.latitude !== null && a.longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=15/${a.latitude}/${a.longitude}`;
  }
  const text = formatAddress(a);
  return text === '' ? null : `https://www.openstreetmap.org/search?query=${encodeURIComponent(text)}`;
}
