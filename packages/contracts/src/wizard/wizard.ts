import { z } from 'zod';
import {
  CODE_FIELDS,
  colorField,
  describeFields,
  FIELD_DESCRIPTIONS,
  idField,
  nameField,
} from '../common/fields.ts';
import { EmailSchema, IdSchema, LocaleSchema, TimezoneSchema } from '../common/primitives.ts';
import { ScheduleConfigSchema } from '../schedules/config.ts';
import { InstantSchema, refineSlotTimes, TIMESLOT_BATCH_MAX } from '../timeslots/fields.ts';
import { VenueAddressInputSchema } from '../venues/venue-address.ts';
import { SportIdSchema } from './sports.ts';

/** Limits of one wizard draft (docs/wizard.md#limits). */
export const WIZARD_LIMITS = {
  divisions: 50,
  teams_per_division: 100,
  venues: 50,
  surfaces_per_venue: 20,
  timeslots: TIMESLOT_BATCH_MAX,
} as const;

/** The wizard's account step asks for a password longer than 6 characters (docs/users.md#passwords). */
export const WIZARD_PASSWORD_MIN = 7;

/**
 * A draft record's key: chosen by the browser, unique within its kind in one draft, and how the draft's parts
 * name each other (a team's home venue, a slot's surface). In a `division` target an existing record of the
 * season is named by its id.
 */
export const WizardKeySchema = z
  .string({ error: 'must be text' })
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .describe('Draft key, unique within its kind; an existing record’s id in a division target');

const keyList = (what: string, max: number) =>
  z
    .array(WizardKeySchema, { error: `must be a list of ${what} keys` })
    .max(max, `must list at most ${max} ${what}s`)
    .transform((keys) => [...new Set(keys)]);

const codes = describeFields(CODE_FIELDS, FIELD_DESCRIPTIONS);

export const WizardTeamSchema = z.object({
  key: WizardKeySchema,
  name: nameField().describe('Team name'),
  ...codes,
  color: colorField()
    .nullish()
    .transform((v) => v ?? null),
});
export type WizardTeamInput = z.input<typeof WizardTeamSchema>;

export const WizardDivisionSchema = z.object({
  key: WizardKeySchema,
  name: nameField().describe('Division name'),
  ...codes,
  color: colorField()
    .nullish()
    .transform((v) => v ?? null)
    .describe('#RRGGBB; omitted: the next palette colour'),
  teams: z
    .array(WizardTeamSchema)
    .max(WIZARD_LIMITS.teams_per_division, `must list at most ${WIZARD_LIMITS.teams_per_division} teams`),
});
export type WizardDivisionInput = z.input<typeof WizardDivisionSchema>;

export const WizardSurfaceSchema = z.object({
  key: WizardKeySchema,
  name: nameField().describe('Surface name, e.g. Field 1'),
});

/**
 * A venue of the draft: a new one (name, address, surfaces) or, in a `division` target, an existing venue of
 * the season named by `id` (its own name and surfaces stay; `surfaces` is then left empty and slots name its
 * surfaces by id). `home_team_keys`: the teams that play their home games here.
 */
export const WizardVenueSchema = z
  .object({
    key: WizardKeySchema,
    id: IdSchema.optional().describe('An existing venue of the season (division target only)'),
    name: nameField().describe('Venue name'),
    address: VenueAddressInputSchema.prefault({}),
    surfaces: z
      .array(WizardSurfaceSchema)
      .max(
        WIZARD_LIMITS.surfaces_per_venue,
        `must list at most ${WIZARD_LIMITS.surfaces_per_venue} surfaces`,
      ),
    home_team_keys: keyList('team', 1000).default([]),
  })
  .superRefine((venue, ctx) => {
    if (venue.id === undefined && venue.surfaces.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['surfaces'], message: 'needs at least one surface' });
    }
  });
export type WizardVenueInput = z.input<typeof WizardVenueSchema>;

/** One concrete timeslot (the browser expands the week template over the season's dates). */
export const WizardTimeslotSchema = z
  .object({
    venue_key: WizardKeySchema,
    surface_key: WizardKeySchema,
    start: InstantSchema,
    finish: InstantSchema,
    division_keys: keyList('division', 200)
      .default([])
      .describe('Divisions the slot is open to; empty means every division'),
  })
  .superRefine(refineSlotTimes);
export type WizardTimeslotInput = z.input<typeof WizardTimeslotSchema>;

/** A schedule to create and start for one division of the draft, with the engine settings it runs with. */
export const WizardScheduleSchema = z.object({
  division_key: WizardKeySchema,
  name: nameField().optional().describe('Default: "{division name} schedule"'),
  config: ScheduleConfigSchema,
});
export type WizardScheduleInput = z.input<typeof WizardScheduleSchema>;

/** What the draft goes into: a new league, a new season of an existing league, or an existing division. */
export const WizardTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('league'),
      league_name: nameField().describe('League name'),
      season_name: nameField().describe('Season name'),
    }),
    z.object({
      kind: z.literal('season'),
      league_id: idField().describe('A league of the caller’s organisation'),
      season_name: nameField().describe('Season name'),
    }),
    z.object({
      kind: z.literal('division'),
      season_id: idField(),
      division_id: idField().describe(
        'A plain division of that season; the draft adds venues, slots, a schedule',
      ),
    }),
  ],
  { error: 'must be league, season or division' },
);
export type WizardTarget = z.output<typeof WizardTargetSchema>;

/** A signed-out visitor's new account, created with the league (docs/wizard.md#finish). */
export const WizardAccountSchema = z.object({
  first: nameField(50).describe('First name'),
  last: nameField(50).describe('Last name'),
  email: EmailSchema,
  password: z
    .string({ error: 'is required' })
    .min(WIZARD_PASSWORD_MIN, `must be longer than ${WIZARD_PASSWORD_MIN - 1} characters`)
    .max(200, 'must be at most 200 characters'),
  organization_name: nameField().describe('Organisation name'),
});
export type WizardAccountInput = z.input<typeof WizardAccountSchema>;

/**
 * `POST /api/wizard`: the whole draft, created in one transaction (docs/wizard.md#finish). Signed in, `account`
 * must be absent; signed out, it is required. A key that names nothing, or a record of another organisation,
 * is a 400/404 naming the field; nothing is created then.
 */
export const WizardSubmitSchema = z.object({
  sport_id: SportIdSchema,
  target: WizardTargetSchema,
  divisions: z
    .array(WizardDivisionSchema)
    .max(WIZARD_LIMITS.divisions, `must list at most ${WIZARD_LIMITS.divisions} divisions`)
    .default([]),
  venues: z
    .array(WizardVenueSchema)
    .max(WIZARD_LIMITS.venues, `must list at most ${WIZARD_LIMITS.venues} venues`)
    .default([]),
  timeslots: z
    .array(WizardTimeslotSchema)
    .max(WIZARD_LIMITS.timeslots, `must list at most ${WIZARD_LIMITS.timeslots} timeslots`)
    .default([]),
  schedules: z.array(WizardScheduleSchema).max(WIZARD_LIMITS.divisions).default([]),
  account: WizardAccountSchema.optional(),
  timezone: TimezoneSchema.optional().describe('Browser time zone, for a new account'),
  locale: LocaleSchema.optional().describe('Interface language, for a new account'),
});
export type WizardSubmitInput = z.input<typeof WizardSubmitSchema>;
export type WizardSubmit = z.output<typeof WizardSubmitSchema>;

/** The answer: the league and season (now current) and the schedules queued, in the draft's order. */
export const WizardResultSchema = z.object({
  league: z.object({ id: IdSchema }),
  season: z.object({ id: IdSchema }),
  schedules: z.array(z.object({ id: IdSchema, division_id: IdSchema })),
});
export type WizardResult = z.infer<typeof WizardResultSchema>;
