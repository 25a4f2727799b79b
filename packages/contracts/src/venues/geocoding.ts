import { z } from 'zod';

/** `GET /api/geocode?q=`: free text to look up, as typed into the venue address box. */
export const GeocodeQuerySchema = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .describe('Address or place name to look up'),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuerySchema>;

/**
 * One match, in the venue address fields: `label` is the geocoder's one-line text; parts the geocoder does not
 * know are null; coordinates are always present (a match without them is dropped).
 */
export const GeocodeResultSchema = z.object({
  label: z.string(),
  line_1: z.string().nullable().describe('House number and street'),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

/** The matches, best first, as the geocoder ranked them. */
export const GeocodeResponseSchema = z.array(GeocodeResultSchema);
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;
