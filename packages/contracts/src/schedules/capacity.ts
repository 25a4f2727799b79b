import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { ScheduleConfigSchema } from './config.ts';

/**
 * `POST /api/schedules/capacity`: the timeslot check of a schedule not yet created (the wizard's step 2),
 * with the config the wizard would send. Nothing is stored.
 */
export const CapacityQuerySchema = z.object({
  season_id: idField(),
  division_id: idField(),
  config: ScheduleConfigSchema,
});
export type CapacityQueryInput = z.input<typeof CapacityQuerySchema>;
export type CapacityQuery = z.output<typeof CapacityQuerySchema>;

const count = () => z.number().int().min(0);

/**
 * The answer: slots needed by the estimate (docs/schedules.md, "The timeslot check") against the items the
 * free slots can really hold for this division's teams, with why the others do not count.
 */
export const CapacitySchema = z.object({
  teams: count().describe('Teams the schedule pairs (an across-division: both sources)'),
  teams_per_division: z.array(count()).describe('Per paired division, in order'),
  weeks: count().describe('Weeks the dates touch'),
  needed: count().describe('Slots needed by the estimate'),
  items: count().describe('Games (or practices) the run will create'),
  eligible: count().describe('Free slots in the dates of the right kind, open to the division'),
  usable: count().describe('Of those, slots one of its games may be played in by its teams’ rules'),
  not_home_venue: count().describe('Eligible slots where none of its teams may host (home venues)'),
  team_rules: count().describe('Eligible slots its teams’ time constraints rule out'),
  available: count().describe('Items the usable slots hold within max games a day and a week'),
  shortfall: count().describe('max(0, needed − available)'),
  extra_per_week: count().describe('Slots to add per week to cover the shortfall'),
  weekend_weeks: z.object({ needed: count(), available: count() }).nullable(),
});
export type Capacity = z.infer<typeof CapacitySchema>;
