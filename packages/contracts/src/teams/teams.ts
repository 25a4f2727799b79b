import { z } from 'zod';
import { bulkRowsSchema, csvLineField } from '../common/bulk-rows.ts';
import {
  CODE_FIELDS,
  describeFields,
  draftNameField,
  EXTERNAL_FIELDS,
  FIELD_DESCRIPTIONS,
  idField,
  nameField,
} from '../common/fields.ts';
import { PageInfoSchema } from '../common/paging.ts';
import { IdSchema } from '../common/primitives.ts';
import { DivisionRefSchema, TeamRefSchema, VenueRefSchema } from '../common/refs.ts';
import { VenueTeamSchema } from './home-venues.ts';
import { TeamPersonSchema } from './team-people.ts';
import { TimeConstraintSchema } from './time-constraints.ts';
import { TravelConstraintSchema } from './travel-constraints.ts';

const teamCodeFields = describeFields({ ...CODE_FIELDS, ...EXTERNAL_FIELDS }, FIELD_DESCRIPTIONS);

/**
 * One row of the multi-row team form. Names lose bad characters (see stripBadCharacters). A row whose
 * name is blank is dropped on create (its other fields must still be well-formed, so a half-typed row is
 * pointed out rather than lost); any other row needs a division.
 */
export const TeamCreateRowSchema = z
  .object({
    name: draftNameField().describe('Team name; a blank row is dropped'),
    division_id: idField().nullish(),
    ...teamCodeFields,
  })
  .superRefine((row, ctx) => {
    if (row.name !== '' && (row.division_id === undefined || row.division_id === null)) {
      ctx.addIssue({ code: 'custom', path: ['division_id'], message: 'is required' });
    }
  });
export type TeamCreateRowInput = z.input<typeof TeamCreateRowSchema>;

/**
 * `POST /api/teams`: several rows at once. Errors keep the index of the row as sent; the output holds only
 * the named rows, each with its division, and at least one.
 */
export const TeamCreateSchema = z.object({
  teams: z
    .array(TeamCreateRowSchema)
    .transform((rows) =>
      rows.flatMap((row) =>
        row.name !== '' && row.division_id ? [{ ...row, division_id: row.division_id }] : [],
      ),
    )
    .refine((rows) => rows.length > 0, 'add at least one team'),
});
export type TeamCreateInput = z.input<typeof TeamCreateSchema>;
export type TeamCreate = z.output<typeof TeamCreateSchema>;

/** `PATCH /api/teams/{id}`: the whole editable record (an absent optional field is cleared). */
export const TeamUpdateSchema = z.object({
  name: nameField().describe('Team name'),
  division_id: idField(),
  ...teamCodeFields,
});
export type TeamUpdateInput = z.input<typeof TeamUpdateSchema>;
export type TeamUpdate = z.output<typeof TeamUpdateSchema>;

/**
 * One teams CSV row, parsed (columns name, division, shortcode, longcode). `division` names a division of
 * the season; the server matches it by name, then by abbreviation, ignoring case.
 */
export const TeamBulkRowSchema = z.object({
  line: csvLineField(),
  name: nameField().describe('Team name'),
  division: nameField().describe('Name or abbreviation of a division of the season'),
  shortcode: teamCodeFields.shortcode,
  longcode: teamCodeFields.longcode,
});
export type TeamBulkRowInput = z.input<typeof TeamBulkRowSchema>;
export type TeamBulkRow = z.output<typeof TeamBulkRowSchema>;

/** `POST /api/seasons/{id}/teams/bulk`. */
export const TeamBulkCreateSchema = bulkRowsSchema(TeamBulkRowSchema);
export type TeamBulkCreateInput = z.input<typeof TeamBulkCreateSchema>;
export type TeamBulkCreate = z.output<typeof TeamBulkCreateSchema>;

/**
 * `GET /api/teams/{id}`: the team page. coaches, staff and players hold the team-person entries of that
 * role; home_venues lists the venues and venue_teams the same links with their own ids; a team has at most
 * one travel constraint.
 */
export const TeamSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  name: z.string(),
  shortcode: z.string().nullable(),
  longcode: z.string().nullable(),
  division_id: IdSchema,
  division: DivisionRefSchema,
  division_name: z.string(),
  se_id: z.string().nullable(),
  se_mapping_code: z.string().nullable(),
  color: z.string().nullable().describe('#RRGGBB given by the setup wizard, or null'),
  coaches: z.array(TeamPersonSchema),
  staff: z.array(TeamPersonSchema),
  players: z.array(TeamPersonSchema),
  home_venues: z.array(VenueRefSchema),
  venue_teams: z.array(VenueTeamSchema),
  time_constraints: z.array(TimeConstraintSchema),
  travel_constraints: z.array(TravelConstraintSchema).max(1),
});
export type Team = z.infer<typeof TeamSchema>;

/** A team as the season's team list shows it: with its division, since the list spans every division. */
export const SeasonTeamSchema = TeamRefSchema.extend({ division: DivisionRefSchema });
export type SeasonTeam = z.infer<typeof SeasonTeamSchema>;

/**
 * `GET /api/seasons/{id}/teams`: one page of the season's teams in the divisions' order, then the teams'
 * (query: PageQuerySchema; `q` matches the team name).
 */
export const SeasonTeamsPageSchema = PageInfoSchema.extend({ teams: z.array(SeasonTeamSchema) });
export type SeasonTeamsPage = z.infer<typeof SeasonTeamsPageSchema>;
