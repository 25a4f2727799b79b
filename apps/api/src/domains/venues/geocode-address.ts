import type { GeocodeResult } from '@app/contracts';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';

// A slow geocoder must not hold the address form for the API's full 60 s.
const TIMEOUT_MS = 8000;
const MAX_RESULTS = 10;

// Nominatim's jsonv2 answer, loosely: other compatible services omit fields, so everything is optional.
const NominatimAddressSchema = z
  .object({
    house_number: z.string(),
    road: z.string(),
    city: z.string(),
    town: z.string(),
    village: z.string(),
    hamlet: z.string(),
    municipality: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
  })
  .partial();
const NominatimPlaceSchema = z.object({
  display_name: z.string().optional(),
  name: z.string().optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  address: NominatimAddressSchema.optional(),
});

const orNull = (value: string | undefined): string | null => (value ? value : null);

function toResult(place: z.infer<typeof NominatimPlaceSchema>): GeocodeResult | null {
  if (!Number.isFinite(place.lat) || !Number.isFinite(place.lon)) return null;
  if (Math.abs(place.lat) > 90 || Math.abs(place.lon) > 180) return null;
  const a = place.address ?? {};
  const street = [a.house_number, a.road].filter((part) => part).join(' ');
  return {
    label: place.display_name ?? place.name ?? street,
    line_1: orNull(street),
    city: orNull(a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality),
    state: orNull(a.state),
    zip: orNull(a.postcode),
    country: orNull(a.country),
    latitude: place.lat,
    longitude: place.lon,
  };
}

const unavailable = (): HttpError =>
  new HttpError(502, { base: ['The address lookup service did not answer'] });

/**
 * Looks an address up with a Nominatim-compatible geocoder (`?format=jsonv2&addressdetails=1&q=`) and maps
 * the matches, best first, to venue address fields; matches without usable coordinates are dropped. 404
 * `No geocoder is configured` without GEOCODER_URL; 502 when the geocoder fails, times out or answers nonsense.
 */
export async function geocodeAddress(params: {
  geocoderUrl: string | undefined;
  query: string;
}): Promise<GeocodeResult[]> {
  if (!params.geocoderUrl) throw new HttpError(404, { base: ['No geocoder is configured'] });
  const url = new URL(params.geocoderUrl);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(MAX_RESULTS));
  url.searchParams.set('q', params.query);
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'fixture-league-scheduler' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw unavailable();
    body = await res.json();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unavailable();
  }
  if (!Array.isArray(body)) throw unavailable();
  // One malformed match must not hide the good ones, so each is checked on its own.
  return body
    .flatMap((item: unknown) => {
      const place = NominatimPlaceSchema.safeParse(item);
      return place.success ? (toResult(place.data) ?? []) : [];
    })
    .slice(0, MAX_RESULTS);
}
