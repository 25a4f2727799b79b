import { z } from 'zod';
import { bulkRowsSchema, csvLineField } from '../common/bulk-rows.ts';
import {
  CODE_FIELDS,
  colorField,
  describeFields,
  draftNameField,
  FIELD_DESCRIPTIONS,
  flagField,
  idField,
  NAME_MAX,
  NOTES_MAX,
  nameField,
  optionalTextField,
  priorityField,
} from '../common/fields.ts';
import { PageInfoSchema } from '../common/paging.ts';
import { IdSchema } from '../common/primitives.ts';
import { SeasonVenueSchema, TeamRefSchema } from '../common/refs.ts';
import { namedSurfaces, SurfaceDraftSchema, SurfaceSchema } from './surfaces.ts';
import {
  ADDRESS_LINE_FIELDS,
  coordinateField,
  refineCoordinates,
  VenueAddressInputSchema,
  VenueAddressSchema,
} from './venue-address.ts';

/** A venue has at least one named surface, in the form, in a CSV row and in the league document. */
export const NO_SURFACE_MESSAGE = 'needs at least one named surface';

/**
 * A venue's fields and their rules, besides its id, name, colour, address and surfaces (which the form may
 * leave out and the league document must state): the venue form and the league document both take these.
 */
export const VENUE_FIELDS = {
  ...CODE_FIELDS,
  notes: optionalTextField(NOTES_MAX),
  priority: priorityField(),
  is_neutral: flagField(),
  force_neutral: flagField(),
};

const venueFields = {
  ...describeFields(VENUE_FIELDS, {
    ...FIELD_DESCRIPTIONS,
    is_neutral: 'Neither team plays at home here',
    force_neutral: 'Every game here is neutral, even for teams whose home venue it is',
  }),
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
      ctx.addIssue({ code: 'custom', path: ['surfaces'], message: NO_SURFACE_MESSAGE });
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
      ctx.addIssue({ code: 'custom', path: ['surfaces'], message: NO_SURFACE_MESSAGE });
    }
  })
  .transform((venue) => ({ ...venue, surfaces: namedSurfaces(venue.surfaces) }));
export type VenueUpdateInput = z.input<typeof VenueUpdateSchema>;
export type VenueUpdate = z.output<typeof VenueUpdateSchema>;

/** The CSV file has one address line. */
const { line_2: _noSecondLine, ...csvAddressLines } = ADDRESS_LINE_FIELDS;

/**
 * One venues CSV row, parsed (columns name, line_1, city, state, zip, country, latitude, longitude,
 * surfaces, priority): `surfaces` holds the surface names, at least one.
 */
export const VenueBulkRowSchema = z
  .object({
    line: csvLineField(),
    name: nameField().describe('Venue name'),
    ...csvAddressLines,
    latitude: coordinateField(90),
    longitude: coordinateField(180),
    surfaces: z.array(nameField(NAME_MAX)).min(1, NO_SURFACE_MESSAGE).describe('Surface names'),
    priority: priorityField(),
  })
  .superRefine(refineCoordinates);
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

/**
 * `GET /api/seasons/{id}/venues`: one page of the season's venues by position, each with its surfaces
 * (query: PageQuerySchema; `q` matches the venue name).
 */
export const SeasonVenuesPageSchema = PageInfoSchema.extend({ venues: z.array(SeasonVenueSchema) });
export type SeasonVenuesPage = z.infer<typeof SeasonVenuesPageSchema>;
