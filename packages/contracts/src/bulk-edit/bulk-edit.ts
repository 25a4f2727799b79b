import { z } from 'zod';
import { CODE_FIELDS, EXTERNAL_FIELDS, idField, nameField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';

const codes = { name: nameField(), ...CODE_FIELDS };

/** The cells every bulk-edit row has: the record's name and its two codes. */
export const BULK_EDIT_CODE_FIELDS = [
  'name',
  'shortcode',
  'longcode',
] as const satisfies readonly (keyof typeof codes)[];
/** The external-system cells, which only divisions and teams have. */
export const BULK_EDIT_EXTERNAL_FIELDS = [
  'se_id',
  'se_mapping_code',
] as const satisfies readonly (keyof typeof EXTERNAL_FIELDS)[];
/** Every editable cell of the bulk-edit tables, in column order. */
export const BULK_EDIT_FIELDS = [...BULK_EDIT_CODE_FIELDS, ...BULK_EDIT_EXTERNAL_FIELDS] as const;
export type BulkEditField = (typeof BULK_EDIT_FIELDS)[number];
// Stop compiling when a field of the schemas is left out of the lists above.
const _everyCodeListed: Exclude<keyof typeof codes, (typeof BULK_EDIT_CODE_FIELDS)[number]> extends never
  ? true
  : never = true;
const _everyExternalListed: Exclude<
  keyof typeof EXTERNAL_FIELDS,
  (typeof BULK_EDIT_EXTERNAL_FIELDS)[number]
> extends never
  ? true
  : never = true;

export const BulkEditTeamSchema = z.object({ id: idField(), ...codes, ...EXTERNAL_FIELDS });
export const BulkEditDivisionSchema = z.object({
  id: idField(),
  ...codes,
  ...EXTERNAL_FIELDS,
  teams: z.array(BulkEditTeamSchema).default([]),
});
export const BulkEditSurfaceSchema = z.object({ id: idField(), ...codes });
export const BulkEditVenueSchema = z.object({
  id: idField(),
  ...codes,
  surfaces: z.array(BulkEditSurfaceSchema).default([]),
});

/** Each id once per kind: a record edited twice in one save has no single meaning. */
function duplicateIssues(ids: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  ids.forEach((id, i) => {
    if (seen.has(id)) repeats.push(i);
    seen.add(id);
  });
  return repeats;
}

/**
 * `PUT /api/seasons/{id}/bulk_edit`: the bulk-edit tables saved in one transaction. Every listed record
 * belongs to the season (the server checks); only names and codes change, each team under its own
 * division and each surface under its own venue; records not listed stay as they are.
 */
export const BulkEditSchema = z
  .object({
    season_id: idField(),
    divisions: z.array(BulkEditDivisionSchema).default([]),
    venues: z.array(BulkEditVenueSchema).default([]),
  })
  .superRefine((body, ctx) => {
    const flag = (path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', path, message: 'appears more than once' });
    for (const i of duplicateIssues(body.divisions.map((d) => d.id))) flag(['divisions', i, 'id']);
    for (const i of duplicateIssues(body.venues.map((v) => v.id))) flag(['venues', i, 'id']);
    const teams = body.divisions.flatMap((d, di) =>
      d.teams.map((t, ti) => ({ id: t.id, path: ['divisions', di, 'teams', ti, 'id'] })),
    );
    for (const i of duplicateIssues(teams.map((t) => t.id))) flag(teams[i]?.path ?? ['divisions']);
    const surfaces = body.venues.flatMap((v, vi) =>
      v.surfaces.map((s, si) => ({ id: s.id, path: ['venues', vi, 'surfaces', si, 'id'] })),
    );
    for (const i of duplicateIssues(surfaces.map((s) => s.id))) flag(surfaces[i]?.path ?? ['venues']);
  });
export type BulkEditInput = z.input<typeof BulkEditSchema>;
export type BulkEdit = z.output<typeof BulkEditSchema>;

const storedCodes = {
  id: IdSchema,
  name: z.string(),
  shortcode: z.string().nullable(),
  longcode: z.string().nullable(),
};
const storedExternal = { se_id: z.string().nullable(), se_mapping_code: z.string().nullable() };

/**
 * `GET /api/seasons/{id}/bulk_edit`: what the bulk-edit tables start from, in display order (divisions,
 * teams, venues and surfaces by position). Each team sits under its own division and each surface under its
 * own venue, the same nesting the save (BulkEditSchema) takes back.
 */
export const BulkEditTablesSchema = z
  .object({
    season_id: IdSchema,
    divisions: z.array(
      z.object({
        ...storedCodes,
        ...storedExternal,
        color: z.string().describe('#RRGGBB'),
        is_across: z.boolean(),
        teams: z.array(z.object({ ...storedCodes, ...storedExternal })),
      }),
    ),
    venues: z.array(z.object({ ...storedCodes, surfaces: z.array(z.object(storedCodes)) })),
  })
  .describe('Names and codes of the season’s divisions, teams, venues and surfaces');
export type BulkEditTables = z.infer<typeof BulkEditTablesSchema>;
