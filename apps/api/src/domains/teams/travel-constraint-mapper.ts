import {
  TRAVEL_LIMIT_KEYS,
  type TravelConstraintRecord,
  type TravelConstraintValues,
  type TravelLimitKey,
} from '@app/contracts';
import { type TravelConstraintRow, travelConstraints } from '@app/db';
import type * as Engine from '@app/engine';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The column of each of the eight limits (docs/teams.md): the one place a limit's API name meets its column,
 * so the presenter, the league document, the engine instance and the upsert cannot drift apart.
 */
const LIMIT_COLUMNS = {
  max_distance_weekday_home: 'maxDistanceWeekdayHome',
  max_distance_weekend_home: 'maxDistanceWeekendHome',
  max_distance_weekday_last: 'maxDistanceWeekdayLast',
  max_distance_weekend_last: 'maxDistanceWeekendLast',
  max_time_weekday_home: 'maxTimeWeekdayHome',
  max_time_weekend_home: 'maxTimeWeekendHome',
  max_time_weekday_last: 'maxTimeWeekdayLast',
  max_time_weekend_last: 'maxTimeWeekendLast',
} as const satisfies Record<TravelLimitKey, keyof TravelConstraintRow>;

type LimitColumn = (typeof LIMIT_COLUMNS)[TravelLimitKey];
export type TravelLimitColumns = Record<LimitColumn, number>;

/** A stored row's eight limits in the contract's order (0 for a limit that is off). */
export function travelLimits(row: TravelConstraintRow): TravelConstraintValues {
  const values = {} as TravelConstraintValues;
  for (const key of TRAVEL_LIMIT_KEYS) values[key] = row[LIMIT_COLUMNS[key]];
  return values;
}

/** The columns of the eight limits. */
export function travelLimitColumns(values: TravelConstraintValues): TravelLimitColumns {
  const columns = {} as TravelLimitColumns;
  for (const key of TRAVEL_LIMIT_KEYS) columns[LIMIT_COLUMNS[key]] = values[key];
  return columns;
}

/** An upsert's `set`: every limit takes the value the conflicting insert proposed. */
export function travelLimitsFromExcluded(): Record<LimitColumn, SQL> {
  const set = {} as Record<LimitColumn, SQL>;
  for (const key of TRAVEL_LIMIT_KEYS) {
    const column = LIMIT_COLUMNS[key];
    set[column] = sql.raw(`excluded.${travelConstraints[column].name}`);
  }
  return set;
}

/** A stored travel constraint as the API and the league snapshot show it. */
export function travelConstraintRecord(row: TravelConstraintRow): TravelConstraintRecord {
  return { id: row.id, team_id: row.teamId, ...travelLimits(row) };
}

/**
 * The engine's travel constraint: the eight limits as stored, also when all are 0 (the engine reads that as
 * no travel rule), so the instance says what the row says.
 */
export function toEngineTravel(row: TravelConstraintRow): Engine.TravelConstraint {
  return travelLimits(row);
}
