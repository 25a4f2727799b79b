import { z } from 'zod';
import { LocalDateSchema } from '../common/dates.ts';
import { idField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';

/** Step 1 of the form: every week on chosen weekdays, one specific date, or a date range (inclusive). */
export const TIME_CONSTRAINT_STYLES = ['weekly', 'date', 'range'] as const;
export const TimeConstraintStyleSchema = z.enum(TIME_CONSTRAINT_STYLES, {
  error: 'must be weekly, date or range',
});
export type TimeConstraintStyle = z.infer<typeof TimeConstraintStyleSchema>;

/**
 * Step 2 of the form: the seven kinds, in the order of their type numbers 0..6 (what the API and the
 * database store). The engine's `TimeConstraint` (packages/engine/src/model/instance.ts) uses the same names
 * (ENGINE_TIME_CONSTRAINT_KINDS); docs/teams.md lists the kinds.
 */
export const TIME_CONSTRAINT_KINDS = [
  'no_play',
  'no_play_between',
  'max_games',
  'max_travel_home',
  'max_travel_last',
  'home_only',
  'no_play_team',
] as const;
export type TimeConstraintKind = (typeof TIME_CONSTRAINT_KINDS)[number];

/** Each name of a tuple mapped to its index: `{ no_play: 0, ... }`. */
type IndexByName<T extends readonly string[]> = {
  readonly [I in keyof T & `${number}` as T[I]]: I extends `${infer N extends number}` ? N : never;
};

/** Each kind's type number, its index in TIME_CONSTRAINT_KINDS (`TIME_CONSTRAINT_TYPES.no_play_team` is 6). */
export const TIME_CONSTRAINT_TYPES = Object.fromEntries(
  TIME_CONSTRAINT_KINDS.map((kind, type) => [kind, type]),
) as IndexByName<typeof TIME_CONSTRAINT_KINDS>;
export type TimeConstraintType = (typeof TIME_CONSTRAINT_TYPES)[TimeConstraintKind];

const TYPE = TIME_CONSTRAINT_TYPES;
const LAST_TYPE = TIME_CONSTRAINT_KINDS.length - 1;

/** What each kind asks, for the OpenAPI document. */
const KIND_DESCRIPTIONS: Record<TimeConstraintKind, string> = {
  no_play: 'no play all day',
  no_play_between: 'no play in a time range',
  max_games: 'max games',
  max_travel_home: 'max travel from home',
  max_travel_last: 'max travel from the last game',
  home_only: 'must play at home',
  no_play_team: 'cannot play a team',
};

/** Only the two no-play kinds make sense on a date or a range; the others are week by week (docs/teams.md). */
export const WEEKLY_ONLY_TYPES: readonly TimeConstraintType[] = [
  TYPE.max_games,
  TYPE.max_travel_home,
  TYPE.max_travel_last,
  TYPE.home_only,
  TYPE.no_play_team,
];
export const DEFAULT_MAX_GAMES = 1;
/** Miles, the engine's distance unit. */
export const DEFAULT_MAX_TRAVEL = 5;
export const TIME_STEP_MINUTES = 15;

/** A local time of day "HH:MM" (24-hour) on the picker's 15-minute step. */
export const ClockSchema = z
  .string({ error: 'must be a time like 17:00' })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'must be a time like 17:00 on a 15-minute step');

const WeekdaySchema = z
  .number({ error: 'must be a weekday number' })
  .int('must be a weekday number')
  .min(0, 'must be 0 (Sunday) to 6 (Saturday)')
  .max(6, 'must be 0 (Sunday) to 6 (Saturday)');

/**
 * A time constraint in canonical form: only the fields of its style and type are set, the rest are null;
 * weekdays are sorted and distinct and non-empty exactly for the weekly style; a date constraint has
 * end_date null.
 */
export interface TimeConstraintValues {
  style: TimeConstraintStyle;
  type: TimeConstraintType;
  weekdays: number[];
  start_date: string | null;
  end_date: string | null;
  not_between_start: string | null;
  not_between_end: string | null;
  not_before: string | null;
  not_after: string | null;
  max_games: number | null;
  max_travel_home: number | null;
  max_travel_last: number | null;
  /** The team this one may not play: an id in the API, a reference key in the league document. */
  no_play_team: string | null;
}

/**
 * The fields of a constraint after its style and type, in order: which days, then the details of its type.
 * The engine's TimeConstraint has exactly these besides its kind.
 */
export const TIME_CONSTRAINT_FIELDS = [
  'weekdays',
  'start_date',
  'end_date',
  'not_between_start',
  'not_between_end',
  'not_before',
  'not_after',
  'max_games',
  'max_travel_home',
  'max_travel_last',
  'no_play_team',
] as const satisfies readonly Exclude<keyof TimeConstraintValues, 'style' | 'type'>[];
export type TimeConstraintField = (typeof TIME_CONSTRAINT_FIELDS)[number];
type UnlistedField = Exclude<keyof TimeConstraintValues, 'style' | 'type' | TimeConstraintField>;
// Stops compiling when TIME_CONSTRAINT_FIELDS leaves out a field of TimeConstraintValues.
const _everyFieldListed: UnlistedField extends never ? true : never = true;

type Issue = { path: string; message: string };

interface RawConstraint extends Omit<TimeConstraintValues, 'type'> {
  type: number;
}

function styleIssues(c: RawConstraint): Issue[] {
  if (c.style === 'weekly') {
    return c.weekdays.length === 0 ? [{ path: 'weekdays', message: 'choose at least one weekday' }] : [];
  }
  if (c.start_date === null) return [{ path: 'start_date', message: 'is required' }];
  if (c.style === 'range') {
    if (c.end_date === null) return [{ path: 'end_date', message: 'is required' }];
    if (c.end_date <= c.start_date) return [{ path: 'end_date', message: 'must be after the start date' }];
  }
  return [];
}

function timeRangeIssues(c: RawConstraint): Issue[] {
  const hasBetween = c.not_between_start !== null || c.not_between_end !== null;
  const hasBound = c.not_before !== null || c.not_after !== null;
  if (hasBetween && hasBound) {
    return [{ path: 'not_before', message: 'cannot be combined with a between range' }];
  }
  if (hasBetween) {
    if (c.not_between_start === null) return [{ path: 'not_between_start', message: 'is required' }];
    if (c.not_between_end === null) return [{ path: 'not_between_end', message: 'is required' }];
    return c.not_between_end <= c.not_between_start
      ? [{ path: 'not_between_end', message: 'end time must be after the start time' }]
      : [];
  }
  if (!hasBound) {
    return [
      { path: 'not_between_start', message: 'set a time range, a not-before time or a not-after time' },
    ];
  }
  if (c.not_before !== null && c.not_after !== null && c.not_after <= c.not_before) {
    return [{ path: 'not_after', message: 'must be after the not-before time' }];
  }
  return [];
}

function typeIssues(c: RawConstraint): Issue[] {
  if (c.style !== 'weekly' && (WEEKLY_ONLY_TYPES as readonly number[]).includes(c.type)) {
    return [{ path: 'type', message: 'is only available for weekly constraints' }];
  }
  if (c.type === TYPE.no_play_between) return timeRangeIssues(c);
  if (c.type === TYPE.no_play_team && c.no_play_team === null) {
    return [{ path: 'no_play_team', message: 'is required' }];
  }
  return [];
}

/** What the type keeps; everything else is cleared, as the form clears it when the type changes. */
function canonical(c: RawConstraint): TimeConstraintValues {
  const type = c.type as TimeConstraintType;
  const isWeekly = c.style === 'weekly';
  return {
    style: c.style,
    type,
    weekdays: isWeekly ? [...new Set(c.weekdays)].sort((a, b) => a - b) : [],
    start_date: isWeekly ? null : c.start_date,
    end_date: c.style === 'range' ? c.end_date : null,
    not_between_start: type === TYPE.no_play_between ? c.not_between_start : null,
    not_between_end: type === TYPE.no_play_between ? c.not_between_end : null,
    not_before: type === TYPE.no_play_between ? c.not_before : null,
    not_after: type === TYPE.no_play_between ? c.not_after : null,
    max_games: type === TYPE.max_games ? (c.max_games ?? DEFAULT_MAX_GAMES) : null,
    max_travel_home: type === TYPE.max_travel_home ? (c.max_travel_home ?? DEFAULT_MAX_TRAVEL) : null,
    max_travel_last: type === TYPE.max_travel_last ? (c.max_travel_last ?? DEFAULT_MAX_TRAVEL) : null,
    no_play_team: type === TYPE.no_play_team ? c.no_play_team : null,
  };
}

const TYPE_MESSAGE = `must be a type from 0 to ${LAST_TYPE}`;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/**
 * The time-constraint form's rules (docs/teams.md, time constraints) for any way of naming the other team. Save is
 * valid only when: a weekly constraint has a weekday, a date constraint a date, a range a start before its
 * end; types 2..6 are weekly; type 1 has a between range with start before end ("end time must be after the
 * start time"), or a not-before and/or not-after (exclusive with the range); type 6 names a team. Max games
 * is at least 0 (default 1), travel at least 1 mile (default 5). The output is canonical (see
 * TimeConstraintValues), so changing style or type never leaves stale values behind.
 */
export function timeConstraintSchema(teamRef: z.ZodType<string, string>) {
  return z
    .object({
      style: TimeConstraintStyleSchema,
      type: z
        .number({ error: TYPE_MESSAGE })
        .int(TYPE_MESSAGE)
        .min(0, TYPE_MESSAGE)
        .max(LAST_TYPE, TYPE_MESSAGE)
        .describe(TIME_CONSTRAINT_KINDS.map((kind, type) => `${type} ${KIND_DESCRIPTIONS[kind]}`).join(', ')),
      weekdays: z.array(WeekdaySchema).default([]).describe('Weekly style: 0 Sunday .. 6 Saturday'),
      start_date: nullable(LocalDateSchema).describe('Date style: the date; range style: the first date'),
      end_date: nullable(LocalDateSchema).describe('Range style: the last date (inclusive)'),
      not_between_start: nullable(ClockSchema),
      not_between_end: nullable(ClockSchema),
      not_before: nullable(ClockSchema).describe('No game starting before this time'),
      not_after: nullable(ClockSchema).describe('No game finishing after this time'),
      max_games: nullable(
        z
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(0, 'must be at least 0')
          .max(99),
      ).describe('Type 2: games per matching day; default 1'),
      max_travel_home: nullable(
        z.number({ error: 'must be a number' }).min(1, 'must be at least 1').max(10_000),
      ).describe('Type 3: miles from the nearest home venue; default 5'),
      max_travel_last: nullable(
        z.number({ error: 'must be a number' }).min(1, 'must be at least 1').max(10_000),
      ).describe("Type 4: miles from the venue of the team's previous game that day; default 5"),
      no_play_team: nullable(teamRef).describe('Type 6: the team not to play'),
    })
    .superRefine((c, ctx) => {
      for (const issue of [...styleIssues(c), ...typeIssues(c)]) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    })
    .transform(canonical);
}

/** A time constraint as the API takes it: the other team by id. */
export const TimeConstraintInputSchema = timeConstraintSchema(idField());
export type TimeConstraintInput = z.input<typeof TimeConstraintInputSchema>;

/**
 * `POST /api/time_constraints`: adds the constraint to the team and, with applyAll, the same constraint to
 * every other team of the team's division. A team may not be told to avoid itself.
 */
export const TimeConstraintCreateSchema = z
  .object({
    team_id: idField(),
    constraint: TimeConstraintInputSchema,
    applyAll: z
      .boolean({ error: 'must be true or false' })
      .default(false)
      .describe("Also add it to every other team of the team's division"),
  })
  .superRefine((body, ctx) => {
    if (body.constraint.no_play_team !== null && body.constraint.no_play_team === body.team_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['constraint', 'no_play_team'],
        message: 'must be another team',
      });
    }
  });
export type TimeConstraintCreateInput = z.input<typeof TimeConstraintCreateSchema>;
export type TimeConstraintCreate = z.output<typeof TimeConstraintCreateSchema>;

/**
 * A stored time constraint as the team page shows it: the canonical values plus two derived flags
 * (is_all_day for type 0, is_home_only for type 5) and the other team's name for type 6.
 */
export const TimeConstraintSchema = z.object({
  id: IdSchema,
  team_id: IdSchema,
  style: TimeConstraintStyleSchema,
  type: z.number().int().min(0).max(LAST_TYPE),
  is_all_day: z.boolean(),
  is_home_only: z.boolean(),
  weekdays: z.array(z.number().int().min(0).max(6)),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  not_between_start: z.string().nullable(),
  not_between_end: z.string().nullable(),
  not_before: z.string().nullable(),
  not_after: z.string().nullable(),
  max_games: z.number().int().nullable(),
  max_travel_home: z.number().nullable(),
  max_travel_last: z.number().nullable(),
  no_play_team: IdSchema.nullable(),
  no_play_team_name: z.string().nullable(),
});
export type TimeConstraint = z.infer<typeof TimeConstraintSchema>;
