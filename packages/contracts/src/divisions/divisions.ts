import { z } from 'zod';
import { bulkRowsSchema, csvLineField } from '../common/bulk-rows.ts';
import {
  CODE_FIELDS,
  colorField,
  describeFields,
  EXTERNAL_FIELDS,
  FIELD_DESCRIPTIONS,
  idField,
  nameField,
} from '../common/fields.ts';
import { PageInfoSchema } from '../common/paging.ts';
import { IdSchema } from '../common/primitives.ts';
import { DivisionRefSchema, ScheduleRefSchema, TeamRefSchema } from '../common/refs.ts';

/** Colours given to divisions created without one, in turn; readable on white and on black text alike. */
export const DIVISION_PALETTE = [
  '#1E88E5',
  '#E53935',
  '#43A047',
  '#FB8C00',
  '#8E24AA',
  '#00ACC1',
  '#FDD835',
  '#6D4C41',
  '#D81B60',
  '#546E7A',
] as const;

/** The palette colour for the division created after `existingCount` others: cycles through the palette. */
export function defaultDivisionColor(existingCount: number): string {
  const index =
    ((Math.trunc(existingCount) % DIVISION_PALETTE.length) + DIVISION_PALETTE.length) %
    DIVISION_PALETTE.length;
  return DIVISION_PALETTE[index] ?? DIVISION_PALETTE[0];
}

/** An across-division is built from exactly this many source divisions (docs/divisions.md). */
export const ACROSS_DIVISION_COUNT = 2;

const divisionFields = {
  name: nameField().describe('Division name'),
  ...describeFields({ ...CODE_FIELDS, ...EXTERNAL_FIELDS }, FIELD_DESCRIPTIONS),
};

/**
 * `POST /api/divisions`. Without a colour the server gives the next palette colour. An across-division
 * names exactly two distinct source divisions of the same season that are not across-divisions themselves
 * (the server checks the season and kind); a plain division names none.
 */
export const DivisionCreateSchema = z
  .object({
    season_id: idField(),
    ...divisionFields,
    color: colorField()
      .nullish()
      .transform((value) => value ?? null)
      .describe('#RRGGBB; omitted: the next palette colour'),
    is_across: z.boolean({ error: 'must be true or false' }).default(false),
    across_divisions: z
      .array(idField())
      .default([])
      .describe('The two source divisions of an across-division'),
  })
  .superRefine((division, ctx) => {
    if (division.is_across) {
      const distinct = new Set(division.across_divisions);
      if (
        division.across_divisions.length !== ACROSS_DIVISION_COUNT ||
        distinct.size !== ACROSS_DIVISION_COUNT
      ) {
        ctx.addIssue({ code: 'custom', path: ['across_divisions'], message: 'choose exactly two divisions' });
      }
    } else if (division.across_divisions.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['across_divisions'],
        message: 'only an across-division takes source divisions',
      });
    }
  });
export type DivisionCreateInput = z.input<typeof DivisionCreateSchema>;
export type DivisionCreate = z.output<typeof DivisionCreateSchema>;

/**
 * `PATCH /api/divisions/{id}`: the whole editable record (an absent optional field is cleared). Across
 * settings are fixed at creation and cannot be sent.
 */
export const DivisionUpdateSchema = z.object({ ...divisionFields, color: colorField() });
export type DivisionUpdateInput = z.input<typeof DivisionUpdateSchema>;
export type DivisionUpdate = z.output<typeof DivisionUpdateSchema>;

/** One divisions CSV row, parsed (columns name, shortcode, longcode, color). */
export const DivisionBulkRowSchema = z.object({
  line: csvLineField(),
  name: divisionFields.name,
  shortcode: divisionFields.shortcode,
  longcode: divisionFields.longcode,
  color: colorField()
    .nullish()
    .transform((value) => value ?? null),
});
export type DivisionBulkRowInput = z.input<typeof DivisionBulkRowSchema>;
export type DivisionBulkRow = z.output<typeof DivisionBulkRowSchema>;

/** `POST /api/seasons/{id}/divisions/bulk`. */
export const DivisionBulkCreateSchema = bulkRowsSchema(DivisionBulkRowSchema);
export type DivisionBulkCreateInput = z.input<typeof DivisionBulkCreateSchema>;
export type DivisionBulkCreate = z.output<typeof DivisionBulkCreateSchema>;

/** `GET /api/divisions/{id}`: the division page. */
export const DivisionSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  name: z.string(),
  shortcode: z.string().nullable(),
  longcode: z.string().nullable(),
  se_id: z.string().nullable(),
  se_mapping_code: z.string().nullable(),
  color: z.string().describe('#RRGGBB'),
  is_across: z.boolean(),
  across_divisions: z.array(IdSchema).describe('The two source divisions; empty unless is_across'),
  teams: z.array(TeamRefSchema),
  schedules: z.array(ScheduleRefSchema),
  tournaments: z.array(ScheduleRefSchema),
});
export type Division = z.infer<typeof DivisionSchema>;

/** A division as the season's division list shows it: with its team count, counted by the server. */
export const SeasonDivisionRowSchema = DivisionRefSchema.extend({
  is_across: z.boolean(),
  team_count: z.number().int().min(0).describe('Teams of the division (an across-division has none)'),
});
export type SeasonDivisionRow = z.infer<typeof SeasonDivisionRowSchema>;

/**
 * `GET /api/seasons/{id}/divisions`: one page of the season's divisions by position (query:
 * PageQuerySchema; `q` matches the name or the abbreviation).
 */
export const SeasonDivisionsPageSchema = PageInfoSchema.extend({
  divisions: z.array(SeasonDivisionRowSchema),
});
export type SeasonDivisionsPage = z.infer<typeof SeasonDivisionsPageSchema>;
