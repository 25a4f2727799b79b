import { z } from 'zod';
import { LocalDateSchema } from '../common/dates.ts';
import { idField } from '../common/fields.ts';

const int = (min: number, max: number, fallback: number, description: string) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback)
    .describe(description);

const flag = (fallback: boolean, description: string) =>
  z.boolean({ error: 'must be true or false' }).default(fallback).describe(description);

export const SCHEDULE_STYLES = ['round', 'single', 'double'] as const;
export const SCHEDULE_COUNT_MAX = 50;
/** How venues are balanced: the best venue first, or evenly across venues (docs/schedules.md). */
export const VENUE_BALANCE_METHODS = ['best_first', 'evenly'] as const;
/** How far an even venue balance may stray (docs/schedules.md). */
export const VENUE_BALANCE_TOLERANCES = ['low', 'medium', 'high'] as const;

/** The week limit the weekend method implies when the config leaves `max_games_week` null. */
export const WEEKEND_METHOD_MAX_GAMES_WEEK = 2;

/** The settings' fields with their defaults, before the rules that relate two fields. */
const ScheduleConfigFieldsSchema = z.object({
  mode: z.enum(['games', 'practices'], { error: 'must be games or practices' }).default('games'),
  style: z.enum(SCHEDULE_STYLES, { error: 'must be round, single or double' }).default('round'),
  argument: z
    .enum(['rounds', 'week', 'season'], { error: 'must be rounds, week or season' })
    .default('rounds')
    .describe('Round robin: each pair meets count times, count per team per week, or count per team'),
  count: int(1, SCHEDULE_COUNT_MAX, 2, 'See argument'),
  schedule_start: LocalDateSchema.describe('First local date, inclusive'),
  schedule_end: LocalDateSchema.describe('Last local date, inclusive'),
  max_games_day: int(0, 10, 1, 'Per team; 0 means no limit'),
  max_games_week: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(70, 'must be at most 70')
    .nullable()
    .default(null)
    .describe(
      `Per team; 0 means no limit; null: ${WEEKEND_METHOD_MAX_GAMES_WEEK} with the weekend method, else 0`,
    ),
  min_minutes_rest: int(0, 1440, 0, 'Minutes between a team’s games').refine(
    (n) => n % 15 === 0,
    'must be a multiple of 15',
  ),
  next_game_offset: int(0, 30, 0, 'Nights between a team’s games'),
  use_weekend_method: flag(false, 'Only weekend timeslots'),
  friday_as_weekend: flag(false, 'Friday counts as a weekend day'),
  use_unassigned_timeslots: flag(true, 'Neutral timeslots may be used'),
  use_single_division_timeslots: flag(false, 'Slots listing several divisions are not used'),
  use_practice_timeslots: flag(false, 'Games may also use practice-only slots'),
  enforce_home: flag(true, 'Home games at the home team’s venues'),
  use_coach_conflict_method: flag(true, 'Games sharing a coach never overlap'),
  use_player_conflict_method: flag(false, 'Games sharing any person never overlap'),
  balance_venues: flag(true, 'Balance venues'),
  venue_balance_method: z
    .enum(VENUE_BALANCE_METHODS, { error: 'must be best_first or evenly' })
    .default('best_first'),
  venue_balance_tolerance: z
    .enum(VENUE_BALANCE_TOLERANCES, { error: 'must be low, medium or high' })
    .default('low'),
  balance_early_late: flag(true, 'Spread early and late starts'),
  balance_days: flag(true, 'Spread weekdays'),
  seeding: z
    .array(idField(), { error: 'must be a list of team ids' })
    .max(1000)
    .default([])
    .describe('Elimination only: team ids best first; empty means division team order'),
});

/**
 * A schedule's settings (docs/schedules.md), with the field names of the engine's `ScheduleConfig`
 * (packages/engine/src/model/instance.ts), so the job hands them over unchanged. The schedule's id and divisions are not part of it: they come from the schedule row.
 * Every field but the two dates has a default (DEFAULT_SCHEDULE_CONFIG).
 */
export const ScheduleConfigSchema = ScheduleConfigFieldsSchema.superRefine((config, ctx) => {
  if (config.schedule_end < config.schedule_start) {
    ctx.addIssue({ code: 'custom', path: ['schedule_end'], message: 'must not be before the start date' });
  }
  const week = config.max_games_week;
  if (week !== null && week > 0 && config.max_games_day > week) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_games_week'],
      message: 'must be at least the games per day',
    });
  }
});
export type ScheduleConfigInput = z.input<typeof ScheduleConfigSchema>;
export type ScheduleConfig = z.output<typeof ScheduleConfigSchema>;

/** Every setting but the dates, which have no default. */
export type ScheduleConfigDefaults = Omit<ScheduleConfig, 'schedule_start' | 'schedule_end'>;

/**
 * The defaults of ScheduleConfigSchema, read from the schema itself so the form and the tests start from the
 * values the server fills in. Frozen: copy it (`{ ...DEFAULT_SCHEDULE_CONFIG, seeding: [...] }`) to change it.
 */
export const DEFAULT_SCHEDULE_CONFIG: Readonly<ScheduleConfigDefaults> = (() => {
  const defaults = ScheduleConfigFieldsSchema.omit({ schedule_start: true, schedule_end: true }).parse({});
  Object.freeze(defaults.seeding);
  return Object.freeze(defaults);
})();

/** The binding games-per-week limit (0: none): `max_games_week`, or when null 2 with the weekend method, else 0. */
export function maxGamesWeekOf(
  config: Pick<ScheduleConfig, 'max_games_week' | 'use_weekend_method'>,
): number {
  return config.max_games_week ?? (config.use_weekend_method ? WEEKEND_METHOD_MAX_GAMES_WEEK : 0);
}
