import { z } from 'zod';
import { bulkRowsSchema, csvLineField } from '../common/bulk-rows.ts';
import {
  colorField,
  draftNameField,
  flagField,
  idField,
  longcodeField,
  NAME_MAX,
  NOTES_MAX,
  nameField,
  optionalTextField,
  priorityField,
  shortcodeField,
} from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { TeamRefSchema } from '../common/refs.ts';
import { namedSurfaces, SurfaceDraftSchema, SurfaceSchema } from './surfaces.ts';
import { VenueAddressInputSchema, VenueAddressSchema } from './venue-address.ts';

const NO_SURFACE = 'needs at least one named surface';

const venueFields = {
  shortcode: shortcodeField().describe('Abbreviation, at most 4 characters'),
  longcode: longcodeField().describe('Custom code, letters and digits'),
  notes: optionalTextField(NOTES_MAX),
  priority: priorityField().describe('-3 lowest .. 3 highest, 0 neutral'),
  is_neutral: flagField().describe('Neither team plays at home here'),
  force_neutral: flagField().describe('Every game here is neutral, even for teams whose home venue it is'),
  color: colorField()
    .nullish()
    .transform((v) => v ?? null),
  address: VenueAddressInputSchema.prefault({}),
};

/**
 * One row of the multi-row venue form. A blank-named row is dropped on create; any other row needs at
 * least one named surface, and blank-named surfaces are dropped.
 */
export const VenueCreateRowSchema = z
  .object({
    name: draftNameField().describe('Venue name; a blank row is dropped'),
    ...venueFields,
    surfaces: z.array(SurfaceDraftSchema).default([]),
  })
  .superRefine((row, ctx) => {
    if (row.name !== '' && namedSurfaces(row.surfaces).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['surfaces'], message: NO_SURFACE });
    }
  })
  .transform((row) => ({ ...row, surfaces: namedSurfaces(row.surfaces) }));
export type VenueCreateRowInput = z.input<typeof VenueCreateRowSchema>;

/** `POST /api/venues`: several venues at once; errors keep the row index as sent; at least one named row. */
export const VenueCreateSchema = z.object({
  season_id: idField(),
  venues: z
    .array(VenueCreateRowSchema)
    .transform((rows) => rows.filter((row) => row.name !== ''))
    .refine((rows) => rows.length > 0, 'add at least one venue'),
});
export type VenueCreateInput = z.input<typeof VenueCreateSchema>;
export type VenueCreate = z.output<typeof VenueCreateSchema>;

/**
 * `PATCH /api/venues/{id}`: the whole editable record with its surfaces. Listed surfaces with an id are
 * updated, without one created; existing surfaces not listed are deleted with their timeslots, games and
 * practices (the form confirms that first). At least one named surface remains.
 */
export const VenueUpdateSchema = z
  .object({ name: nameField().describe('Venue name'), ...venueFields, surfaces: z.array(SurfaceDraftSchema) })
  .superRefine((venue, ctx) => {
    if (namedSurfaces(venue.surfaces).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['surfaces'], message: NO_SURFACE });
    }
  })
  .transform((venue) => ({ ...venue, surfaces: namedSurfaces(venue.surfaces) }));
export type VenueUpdateInput = z.input<typeof VenueUpdateSchema>;
export type VenueUpdate = z.output<typeof VenueUpdateSchema>;

/**
 * One venues CSV row, parsed (columns name, line_1, city, state, zip, country, latitude, longitude,
 * surfaces, priority): `surfaces` holds the surface names, at least one.
 */
export const VenueBulkRowSchema = z
  .object({
    line: csvLineField(),
    name: nameField().describe('Venue name'),
    line_1: optionalTextField(200),
    city: optionalTextField(100),
    state: optionalTextField(100),
    zip: optionalTextField(20),
    country: optionalTextField(100),
    latitude: z
      .number({ error: 'must be a number' })
      .min(-90, 'must be between -90 and 90')
      .max(90, 'must be between -90 and 90')
      .nullish()
      .transform((v) => v ?? null),
    longitude: z
      .number({ error: 'must be a number' })
      .min(-180, 'must be between -180 and 180')
      .max(180, 'must be between -180 and 180')
      .nullish()
      .transform((v) => v ?? null),
    surfaces: z.array(nameField(NAME_MAX)).min(1, NO_SURFACE).describe('Surface names'),
    priority: priorityField(),
  })
  .superRefine((row, ctx) => {
    if ((row.latitude === null) !== (row.longitude === null)) {
      const missing = row.latitude === null ? 'latitude' : 'longitude';
      const other = missing === 'latitude' ? 'longitude' : 'latitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with a ${other}` });
    }
  });
export type VenueBulkRowInput = z.input<typeof VenueBulkRowSchema>;
export type VenueBulkRow = z.output<typeof VenueBulkRowSchema>;

/** `POST /api/seasons/{id}/venues/bulk`. */
export const VenueBulkCreateSchema = bulkRowsSchema(VenueBulkRowSchema);
export type VenueBulkCreateInput = z.input<typeof VenueBulkCreateSchema>;
export type VenueBulkCreate = z.output<typeof VenueBulkCreateSchema>;

/** The distance from this venue to another of the season, from coordinates (both need a valid address). */
export const VenueDistanceSchema = z.object({
  from_id: IdSchema,
  to_id: IdSchema,
  from: z.string().describe('Name of the venue measured from'),
  to: z.string().describe('Name of the venue measured to'),
  miles: z.number().min(0),
  kilometers: z.number().min(0),
});
export type VenueDistance = z.infer<typeof VenueDistanceSchema>;

/** `GET /api/venues/{id}`: the venue page. has_address: the venue has coordinates (see hasValidAddress). */
export const VenueSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  name: z.string(),
  shortcode: z.string().nullable(),
  longcode: z.string().nullable(),
  notes: z.string().nullable(),
  priority: z.number().int().min(-3).max(3),
  is_neutral: z.boolean(),
  force_neutral: z.boolean(),
  color: z.string().nullable(),
  has_address: z.boolean(),
  address: VenueAddressSchema,
  surfaces: z.array(SurfaceSchema),
  home_teams: z.array(TeamRefSchema),
  distances: z.array(VenueDistanceSchema),
});
export type Venue = z.infer<typeof VenueSchema>;
