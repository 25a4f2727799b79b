import { z } from 'zod';
import { bulkRowsSchema, csvLineField } from '../common/bulk-rows.ts';
import {
  flagField,
  idField,
  NAME_MAX,
  nameField,
  optionalEmailField,
  optionalPhoneField,
  stripBadCharacters,
} from '../common/fields.ts';
import { PageInfoSchema } from '../common/paging.ts';
import { IdSchema } from '../common/primitives.ts';
import { SeasonPersonSchema } from '../common/refs.ts';
import { TeamRoleSchema } from '../teams/team-people.ts';

/** The flags that make a person eligible as coach, player, staff or umpire (pickers filter by them). */
const flagFields = {
  is_coach: flagField(),
  is_player: flagField(),
  is_staff: flagField(),
  is_umpire: flagField(),
};
export const PERSON_FLAGS = Object.keys(flagFields) as (keyof typeof flagFields)[];

/**
 * A person's fields and their rules, besides the id and the names (the form requires a last name, a CSV row
 * and the league document do not): the person form and the league document both take these.
 */
export const PERSON_FIELDS = {
  ...flagFields,
  phone_primary: optionalPhoneField(),
  phone_secondary: optionalPhoneField(),
  email_primary: optionalEmailField(),
  email_secondary: optionalEmailField(),
};

/** `POST /api/people` (the person form, also as a modal): first and last name required, bad characters stripped. */
export const PersonCreateSchema = z.object({
  season_id: idField(),
  first: nameField().describe('First name'),
  last: nameField().describe('Last name'),
  ...PERSON_FIELDS,
});
export type PersonCreateInput = z.input<typeof PersonCreateSchema>;
export type PersonCreate = z.output<typeof PersonCreateSchema>;

/** `PATCH /api/people/{id}`: the whole editable record (an absent optional field is cleared). */
export const PersonUpdateSchema = z.object({
  first: nameField().describe('First name'),
  last: nameField().describe('Last name'),
  ...PERSON_FIELDS,
});
export type PersonUpdateInput = z.input<typeof PersonUpdateSchema>;
export type PersonUpdate = z.output<typeof PersonUpdateSchema>;

/**
 * One people CSV row, parsed (columns first, last, email, phone, is_coach, is_player, is_staff, is_umpire,
 * team, role). Only the form requires a last name. `team` names a team of the season (matched by name,
 * ignoring case); a role needs a team. With a team and no role, the role follows the flags (coach, else
 * staff, else player); a role sets its flag, so the person is eligible for it.
 */
export const PersonBulkRowSchema = z
  .object({
    line: csvLineField(),
    first: nameField().describe('First name'),
    last: z
      .string({ error: 'must be text' })
      .overwrite(stripBadCharacters)
      .trim()
      .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
      .default(''),
    email: optionalEmailField(),
    phone: optionalPhoneField(),
    ...flagFields,
    team: z
      .string({ error: 'must be text' })
      .trim()
      .max(NAME_MAX)
      .nullish()
      .transform((v) => (v ? v : null))
      .describe('Name of a team of the season'),
    role: TeamRoleSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((row, ctx) => {
    if (row.role !== null && row.team === null) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'needs a team' });
    }
  })
  .transform((row) => {
    if (row.team === null) return row;
    const role = row.role ?? (row.is_coach ? 'coach' : row.is_staff ? 'staff' : 'player');
    return {
      ...row,
      role,
      is_coach: row.is_coach || role === 'coach',
      is_staff: row.is_staff || role === 'staff',
      is_player: row.is_player || role === 'player',
    };
  });
export type PersonBulkRowInput = z.input<typeof PersonBulkRowSchema>;
export type PersonBulkRow = z.output<typeof PersonBulkRowSchema>;

/** `POST /api/seasons/{id}/people/bulk`. */
export const PersonBulkCreateSchema = bulkRowsSchema(PersonBulkRowSchema);
export type PersonBulkCreateInput = z.input<typeof PersonBulkCreateSchema>;
export type PersonBulkCreate = z.output<typeof PersonBulkCreateSchema>;

/** A person's place on a team, as the person page lists it. */
export const PersonTeamSchema = z.object({ id: IdSchema, name: z.string(), role: TeamRoleSchema });

/** `GET /api/people/{id}`: `name` is first and last joined; empty contact fields are null (shown as "None"). */
export const PersonSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  first: z.string(),
  last: z.string(),
  name: z.string(),
  is_coach: z.boolean(),
  is_player: z.boolean(),
  is_staff: z.boolean(),
  is_umpire: z.boolean(),
  phone_primary: z.string().nullable(),
  phone_secondary: z.string().nullable(),
  email_primary: z.string().nullable(),
  email_secondary: z.string().nullable(),
  teams: z.array(PersonTeamSchema),
});
export type Person = z.infer<typeof PersonSchema>;

/** A person's display name (`name`): first and last joined by one space, either may be empty. */
export function personName(person: { first: string; last: string }): string {
  return [person.first, person.last].filter((part) => part !== '').join(' ');
}

/**
 * `GET /api/seasons/{id}/people`: one page of the season's people by last then first name, with the role
 * flags (query: PageQuerySchema; `q` matches first and last name together).
 */
export const SeasonPeoplePageSchema = PageInfoSchema.extend({ people: z.array(SeasonPersonSchema) });
export type SeasonPeoplePage = z.infer<typeof SeasonPeoplePageSchema>;
