import type { TravelConstraint } from '@app/contracts';
import type { TravelConstraintRow } from '@app/db';

/** A team's travel limits: miles and minutes, 0 for a limit that is off. */
export function presentTravelConstraint(row: TravelConstraintRow): TravelConstraint {
  return {
    id: row.id,
    team_id: row.teamId,
    max_distance_weekday_home: row.maxDistanceWeekdayHome,
    max_distance_weekend_home: row.maxDistanceWeekendHome,
    max_distance_weekday_last: row.maxDistanceWeekdayLast,
    max_distance_weekend_last: row.maxDistanceWeekendLast,
    max_time_weekday_home: row.maxTimeWeekdayHome,
    max_time_weekend_home: row.maxTimeWeekendHome,
    max_time_weekday_last: row.maxTimeWeekdayLast,
    max_time_weekend_last: row.maxTimeWeekendLast,
  };
}
