import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';

/** The eight limits, in the order of the engine's input (docs/engine-contract.md): distances in miles, times in minutes; 0 means no limit. */
export const TRAVEL_LIMIT_KEYS = [
  'max_distance_weekday_home',
  'max_distance_weekend_home',
  'max_distance_weekday_last',
  'max_distance_weekend_last',
  'max_time_weekday_home',
  'max_time_weekend_home',
  'max_time_weekday_last',
  'max_time_weekend_last',
] as const;
export type TravelLimitKey = (typeof TRAVEL_LIMIT_KEYS)[number];

/** A team's travel limits; every key present, 0 when that limit is off. */
export type TravelConstraintValues = Record<TravelLimitKey, number>;

/** What each limit measures, as the form and the OpenAPI document say it. */
const TRAVEL_LIMIT_DESCRIPTIONS: Record<TravelLimitKey, string> = {
  max_distance_weekday_home: 'Miles from the nearest home venue on weekdays',
  max_distance_weekend_home: 'Miles from the nearest home venue at weekends',
  max_distance_weekday_last: "Miles from the day's previous venue on weekdays",
  max_distance_weekend_last: "Miles from the day's previous venue at weekends",
  max_time_weekday_home: 'Minutes from the nearest home venue on weekdays',
  max_time_weekend_home: 'Minutes from the nearest home venue at weekends',
  max_time_weekday_last: "Minutes from the day's previous venue on weekdays",
  max_time_weekend_last: "Minutes from the day's previous venue at weekends",
};

/**
 * One entry per limit, in TRAVEL_LIMIT_KEYS order: every schema and mapper of travel limits is built with it
 * (`mapTravelLimits((key) => row[key])`), so the eight keys are written out only above.
 */
export function mapTravelLimits<T>(value: (key: TravelLimitKey) => T): Record<TravelLimitKey, T> {
  return Object.fromEntries(TRAVEL_LIMIT_KEYS.map((key) => [key, value(key)])) as Record<TravelLimitKey, T>;
}

const limitField = () =>
  z
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0')
    .max(100_000, 'must be at most 100000')
    .default(0);

/**
 * The travel constraint form: each limit at least 0, and entering 0 (or leaving it out) removes that limit.
 * The server accepts it only for a team with a home venue that has a valid address.
 */
export const TravelConstraintInputSchema = z.object(
  mapTravelLimits((key) => limitField().describe(TRAVEL_LIMIT_DESCRIPTIONS[key])),
);
export type TravelConstraintInput = z.input<typeof TravelConstraintInputSchema>;

const applyAllField = () =>
  z
    .boolean({ error: 'must be true or false' })
    .default(false)
    .describe("Also set the same limits on every other team of the team's division");

/** `POST /api/travel_constraints`: a team has at most one travel constraint. */
export const TravelConstraintCreateSchema = z.object({
  team_id: idField(),
  constraint: TravelConstraintInputSchema,
  applyAll: applyAllField(),
});
export type TravelConstraintCreateInput = z.input<typeof TravelConstraintCreateSchema>;
export type TravelConstraintCreate = z.output<typeof TravelConstraintCreateSchema>;

/** `PATCH /api/travel_constraints/{id}`: all eight limits are replaced. */
export const TravelConstraintUpdateSchema = z.object({
  constraint: TravelConstraintInputSchema,
  applyAll: applyAllField(),
});
export type TravelConstraintUpdateInput = z.input<typeof TravelConstraintUpdateSchema>;
export type TravelConstraintUpdate = z.output<typeof TravelConstraintUpdateSchema>;

/** A stored travel constraint. */
export const TravelConstraintSchema = z.object({
  id: IdSchema,
  team_id: IdSchema,
  ...mapTravelLimits(() => z.number()),
});
export type TravelConstraint = z.infer<typeof TravelConstraintSchema>;

/** The engine's TravelConstraint input (docs/engine-contract.md): the same eight keys; 0 means no limit. */
export type EngineTravelConstraint = TravelConstraintValues;

/**
 * The engine form of a team's limits: the eight values unchanged, or null when every limit is 0, which
 * the engine reads the same way (no travel rule for the team).
 */
export function toEngineTravelConstraint(c: TravelConstraintValues): EngineTravelConstraint | null {
  return TRAVEL_LIMIT_KEYS.some((key) => c[key] > 0) ? mapTravelLimits((key) => c[key]) : null;
}

/** The product form of an engine travel constraint (null or absent limits become 0). */
export function fromEngineTravelConstraint(
  e: Partial<EngineTravelConstraint> | null | undefined,
): TravelConstraintValues {
  return mapTravelLimits((key) => e?.[key] ?? 0);
}
